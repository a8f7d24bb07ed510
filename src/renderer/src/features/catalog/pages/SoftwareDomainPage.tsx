import { useParams } from 'react-router-dom';
import { useCatalogNames } from '#i18n/catalog-names';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { useIsolate } from '../bidi';
import { softwareCategoryBySlug } from '#shared/catalog/software-categories';
import { CatalogPage } from '../CatalogPage';
import { DomainHeader } from '../DomainHeader';
import { softwareItemsIn } from '../items';
import { FeaturedGig, MostBookedGigs, useDomainGigs } from '../MostBookedGigs';
import { NotFoundNotice } from '../NotFoundNotice';
import { POPULAR_IN_DOMAIN_COUNT } from '../texts';
import { TileGrid } from '../TileGrid';
import { useDocumentTitle } from '#app/document-title';

/** /categories/software/{domain}: the domain's header, the gig in its featured slot, its first 3 softwares as popular, its most booked gigs, and all of them. */
export default function SoftwareDomainPage() {
  const { domain = '' } = useParams();
  const { t } = useTranslation(['catalog']);
  const format = useFormat();
  const isolate = useIsolate();
  const category = softwareCategoryBySlug(domain);
  const names = useCatalogNames();
  const gigs = useDomainGigs('softwares', category?.slug ?? null);
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
      <FeaturedGig gigs={gigs} />
      <TileGrid id="popular-in-domain" title={t('catalog:domain.popular', { name: isolate(names.name(category.name)) })} items={items.slice(0, POPULAR_IN_DOMAIN_COUNT)} size="large" />
      <MostBookedGigs gigs={gigs} name={category.name} />
      <TileGrid id="all-in-domain" title={t('catalog:domain.allSoftwares', { name: isolate(names.name(category.name)) })} items={items} />
    </CatalogPage>
  );
}
