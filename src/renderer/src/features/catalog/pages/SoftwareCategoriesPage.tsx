import { useTranslation } from 'react-i18next';
import { CatalogPage } from '../CatalogPage';
import { DomainAccordion } from '../DomainAccordion';
import { allSoftwares, popularSoftwares, softwareDomains, softwareItems } from '../items';
import { TileGrid } from '../TileGrid';

const popular = softwareItems(popularSoftwares());
const all = softwareItems(allSoftwares());
const domains = softwareDomains();

/** /categories/software: popular softwares, all softwares, and the software domains. */
export default function SoftwareCategoriesPage() {
  const { t } = useTranslation(['catalog']);
  return (
    <CatalogPage>
      <h1 id="page-title">{t('catalog:softwares')}</h1>
      <p className="catalog-lead">{t('catalog:softwares.lead')}</p>
      <TileGrid id="popular-softwares" title={t('catalog:softwares.popular')} items={popular} size="large" />
      <TileGrid id="all-softwares" title={t('catalog:softwares.all')} items={all} />
      <DomainAccordion id="software-domains" title={t('catalog:softwares.domains')} domains={domains} />
    </CatalogPage>
  );
}
