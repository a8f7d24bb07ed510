import { useTranslation } from 'react-i18next';
import { PRO_PLANS, type ProSide } from '#shared/domain/pro-plans';
import { useFormat } from '#i18n/format';
import { benefitLines, priceLine } from './plan-benefits';
import { PERIOD_LABEL, SIDE_LABEL } from './labels';
import { JoinButton } from './JoinButton';

/** One side's plans (monthly, yearly) as cards: the price, the benefits, the Join button. */
export function PlanCards({ side }: { side: ProSide }) {
  const { t } = useTranslation(['guide']);
  const format = useFormat();
  const plans = Object.values(PRO_PLANS).filter((p) => p.side === side);
  return (
    <section aria-labelledby={`pro-${side}`} className="pro-side">
      <h2 id={`pro-${side}`}>{t(SIDE_LABEL[side])}</h2>
      <ul className="pro-cards">
        {plans.map((plan) => (
          <li key={plan.id} className="pro-card" data-testid={`plan-${plan.id}`}>
            <h3>{t(PERIOD_LABEL[plan.period])}</h3>
            <p className="pro-price">{priceLine(plan, t, format)}</p>
            <ul className="pro-benefits">
              {benefitLines(plan, t, format).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <JoinButton planId={plan.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}
