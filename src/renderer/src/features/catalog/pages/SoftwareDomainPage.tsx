import { useParams } from 'react-router-dom';
import { useCatalogNames } from '#i18n/catalog-names';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { useIsolate } from '../bidi';
import { softwareCategoryBySlug } from '#shared/catalog/software-categories';
import { CatalogPage } from '../CatalogPage';
import { DomainHeader } from '../DomainHeader';
import { softwareItemsIn } from '../items';
import { MostBookedGigs } from '../MostBookedGigs';
import { NotFoundNotice } from '../NotFoundNotice';
import { POPULAR_IN_DOMAIN_COUNT } from '../texts';
import { TileGrid } from '../TileGrid';
import { useDocumentTitle } from '#app/document-title';

/** /categories/software/{domain}: the domain's header, its first 3 softwares as popular, its most booked gigs, and all of them. */
export default function SoftwareDomainPage() {
  const { domain = '' } = useParams();
  const { t } = useTranslation(['catalog']);
  const format = useFormat();
  const isolate = useIsolate();
  const category = softwareCategoryBySlug(domain);
  const names = useCatalogNames();
  useDocumentTitle(category && names.name(category.name));
  if (!category) {
    return (
      <CatalogPage>
        <NotFoundNotice message={t('catalog:notFound.domainSoftwares', { domain: isolate(domain) })} backTo="/categories/software" backLabel={t('catalog:back.softwares')} />
      </CatalogPage>
    );
  }
  const items = softwareItemsIn(category);
  return (
    <CatalogPage>
      <DomainHeader name={category.name} subtitle={t('catalog:domain.softwares', { count: items.length, n: format.number(items.length) })} />
      <TileGrid id="popular-in-domain" title={t('catalog:domain.popular', { name: isolate(names.name(category.name)) })} items={items.slice(0, POPULAR_IN_DOMAIN_COUNT)} size="large" />
      <MostBookedGigs kind="softwares" slug={category.slug} name={category.name} />
      <TileGrid id="all-in-domain" title={t('catalog:domain.allSoftwares', { name: isolate(names.name(category.name)) })} items={items} />
    </CatalogPage>
  );
}
