import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlanCards } from '../PlanCards';
import { ProHero } from '../ProHero';
import '#features/guide/guide.css';
import '../pro.css';

/** /pro: Join Pro, both sides' plans with their prices and benefits. */
export default function ProPage() {
  const { t } = useTranslation(['guide']);
  return (
    <article className="page guide" aria-labelledby="page-title">
      <ProHero page="join">
        <ul className="guide-links">
          <li>
            <Link to="/pro/pricing">{t('guide:pro.links.pricing')}</Link>
          </li>
          <li>
            <Link to="/pro/benefits">{t('guide:pro.links.benefits')}</Link>
          </li>
        </ul>
      </ProHero>
      <PlanCards side="expert" />
      <PlanCards side="buyer" />
    </article>
  );
}
