import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PRO_PLANS, PRO_SIDES } from '#shared/domain/pro-plans';
import { useFormat } from '#i18n/format';
import { benefitLines } from '../plan-benefits';
import { SIDE_LABEL } from '../labels';
import { ProHero } from '../ProHero';
import '#features/guide/guide.css';
import '../pro.css';

/** /pro/benefits: what each side's Pro gives, from the plans table. */
export default function ProBenefitsPage() {
  const { t } = useTranslation(['guide']);
  const format = useFormat();
  return (
    <article className="page guide" aria-labelledby="page-title">
      <ProHero page="benefits" />
      {PRO_SIDES.map((side) => (
        <section key={side} aria-labelledby={`benefits-${side}`}>
          <h2 id={`benefits-${side}`}>{t(SIDE_LABEL[side])}</h2>
          <ul className="pro-benefits">
            {benefitLines(PRO_PLANS[`${side}-monthly`], t, format).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ))}
      <ul className="guide-links">
        <li>
          <Link to="/pro" className="guide-primary">
            {t('guide:pro.links.join')}
          </Link>
        </li>
        <li>
          <Link to="/pro/pricing">{t('guide:pro.links.pricing')}</Link>
        </li>
      </ul>
    </article>
  );
}
