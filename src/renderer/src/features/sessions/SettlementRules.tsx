import { SETTLEMENT_RULES } from '#shared/domain/session';
import { TEXTS } from './texts';
import './SettlementRules.css';

/** How a session is settled when its window closes, as both sides read it before booking and in the room. */
export function SettlementRules({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="sr-rules" aria-label={TEXTS.settlementTitle}>
      <Heading>{TEXTS.settlementTitle}</Heading>
      <ul>
        {SETTLEMENT_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
