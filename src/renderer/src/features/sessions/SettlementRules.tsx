import { EXPERT_WAIT_MINUTES, MIN_TOGETHER_MINUTES } from '#shared/domain/session';
import { useFormat } from '#i18n/format';
import { useTranslation } from 'react-i18next';
import './SettlementRules.css';

/** How a session is settled when its window closes, as both sides read it before booking and in the room. */
export function SettlementRules({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(['sessions']);
  const format = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="sr-rules" aria-label={t('sessions:settlementTitle')}>
      <Heading>{t('sessions:settlementTitle')}</Heading>
      <ul>
        <li>{t('sessions:rule.together', { minutes: format.number(MIN_TOGETHER_MINUTES) })}</li>
        <li>{t('sessions:rule.expertAbsent')}</li>
        <li>{t('sessions:rule.buyerAbsent', { minutes: format.number(EXPERT_WAIT_MINUTES) })}</li>
        <li>{t('sessions:rule.other')}</li>
        <li>{t('sessions:rule.early')}</li>
      </ul>
    </section>
  );
}
