import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PRO_PLANS } from '#shared/domain/pro-plans';
import { useFormat } from '#i18n/format';
import { priceLine } from '../plan-benefits';
import { PLAN_LABEL } from '../labels';
import { ProHero } from '../ProHero';
import '#features/guide/guide.css';
import '../pro.css';

/** /pro/pricing: every plan's price, from the plans table. */
export default function ProPricingPage() {
  const { t } = useTranslation(['guide']);
  const format = useFormat();
  return (
    <article className="page guide" aria-labelledby="page-title">
      <ProHero page="pricing" />
      <table className="pro-table">
        <thead>
          <tr>
            <th scope="col">{t('guide:pro.pricing.plan')}</th>
            <th scope="col">{t('guide:pro.pricing.price')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.values(PRO_PLANS).map((plan) => (
            <tr key={plan.id}>
              <th scope="row">{t(PLAN_LABEL[plan.id])}</th>
              <td>{priceLine(plan, t, format)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('guide:pro.pricing.yearlySaving')}</p>
      <ul className="guide-links">
        <li>
          <Link to="/pro" className="guide-primary">
            {t('guide:pro.links.join')}
          </Link>
        </li>
        <li>
          <Link to="/pro/benefits">{t('guide:pro.links.benefits')}</Link>
        </li>
      </ul>
    </article>
  );
}
