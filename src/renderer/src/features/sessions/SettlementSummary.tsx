import type { SessionSettlement } from '#shared/contract/http/sessions';
import type { SettlementRule } from '#shared/domain/session-settlement';
import type { FullKey } from '#i18n/namespaces';
import { useFormat } from '#i18n/format';
import { useTranslation } from 'react-i18next';
import './SettlementRules.css';

const OUTCOME_KEYS: Record<SessionSettlement['outcome'], FullKey<'sessions'>> = {
  completed: 'sessions:outcome.completed',
  expert_no_show: 'sessions:outcome.expert_no_show',
  buyer_no_show: 'sessions:outcome.buyer_no_show',
  not_held: 'sessions:outcome.not_held',
};

const RULE_KEYS: Record<Exclude<SettlementRule, 'together' | 'other'>, FullKey<'sessions'>> = {
  expert_absent: 'sessions:applied.expert_absent',
  buyer_absent: 'sessions:applied.buyer_absent',
  buyer_confirmed: 'sessions:applied.buyer_confirmed',
};

/**
 * The attendance a session's settlement was decided from, as both sides read it on the booking
 * and in the room: the outcome, the rule applied, when each side first joined and how long each
 * and both together were in the room.
 */
export function SettlementSummary({ settlement, headingLevel = 2 }: { settlement: SessionSettlement; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(['sessions']);
  const format = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const duration = (ms: number) => {
    const seconds = Math.floor(ms / 1000);
    if (seconds < 60) return t('sessions:duration.seconds', { n: format.number(seconds) });
    return t('sessions:duration.minutes', { n: format.number(Math.floor(seconds / 60)) });
  };
  const side = (s: SessionSettlement['buyer']) =>
    s.joinedAt
      ? t('sessions:attendance.joined', { time: format.dateTime(s.joinedAt), duration: duration(s.inRoomMs) })
      : t('sessions:attendance.never');
  return (
    <section className="sr-rules sr-settlement" aria-label={t('sessions:outcomeTitle')} data-testid="settlement">
      <Heading>{t('sessions:outcomeTitle')}</Heading>
      <p className="sr-settlement-outcome">{t(OUTCOME_KEYS[settlement.outcome])}</p>
      <p>
        {settlement.rule === 'together'
          ? t('sessions:applied.together', { min: duration(settlement.minTogetherMs) })
          : settlement.rule === 'other'
            ? t('sessions:applied.other', { min: duration(settlement.minTogetherMs) })
            : t(RULE_KEYS[settlement.rule])}
      </p>
      <dl className="sr-settlement-facts">
        <dt>{t('sessions:attendance.buyer')}</dt>
        <dd>{side(settlement.buyer)}</dd>
        <dt>{t('sessions:attendance.expert')}</dt>
        <dd>{side(settlement.expert)}</dd>
        <dt>{t('sessions:attendance.together')}</dt>
        <dd>{duration(settlement.togetherMs)}</dd>
        <dt>{t('sessions:attendance.settledAt')}</dt>
        <dd>{format.dateTime(settlement.settledAt)}</dd>
      </dl>
    </section>
  );
}
