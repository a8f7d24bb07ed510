import { Link } from 'react-router-dom';
import { Boxes, Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { skillGroups } from '#shared/catalog/skill-groups';
import { softwareCategories } from '#shared/catalog/software-categories';
import { CatalogPage } from '../CatalogPage';

/** /categories: the two ways to browse, by software and by skill domain. */
export default function CategoriesPage() {
  const { t } = useTranslation(['catalog']);
  const format = useFormat();
  return (
    <CatalogPage>
      <h1 id="page-title">{t('catalog:categories.title')}</h1>
      <p className="catalog-lead">{t('catalog:categories.lead')}</p>
      <ul className="category-entries">
        <li>
          <Link to="/categories/software" className="category-entry">
            <Boxes aria-hidden="true" size={40} />
            <span className="category-entry-title">{t('catalog:softwares')}</span>
            <span className="category-entry-text">{t('catalog:categories.softwaresText', { count: softwareCategories.length, n: format.number(softwareCategories.length) })}</span>
          </Link>
        </li>
        <li>
          <Link to="/categories/domain" className="category-entry">
            <Layers aria-hidden="true" size={40} />
            <span className="category-entry-title">{t('catalog:domains')}</span>
            <span className="category-entry-text">{t('catalog:categories.domainsText', { count: skillGroups.length, n: format.number(skillGroups.length) })}</span>
          </Link>
        </li>
      </ul>
    </CatalogPage>
  );
}
