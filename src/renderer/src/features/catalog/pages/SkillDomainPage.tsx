import { useParams } from 'react-router-dom';
import { useCatalogNames } from '#i18n/catalog-names';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { useIsolate } from '../bidi';
import { skillGroupBySlug } from '#shared/catalog/skill-groups';
import { CatalogPage } from '../CatalogPage';
import { DomainHeader } from '../DomainHeader';
import { skillItemsIn } from '../items';
import { FeaturedGig, MostBookedGigs, useDomainGigs } from '../MostBookedGigs';
import { NotFoundNotice } from '../NotFoundNotice';
import { POPULAR_IN_DOMAIN_COUNT } from '../texts';
import { TileGrid } from '../TileGrid';
import { useDocumentTitle } from '#app/document-title';

/** /categories/domain/{domain}: the domain's header, the gig in its featured slot, its first 3 skills as popular, its most booked gigs, and all of them. */
export default function SkillDomainPage() {
  const { domain = '' } = useParams();
  const { t } = useTranslation(['catalog']);
  const format = useFormat();
  const isolate = useIsolate();
  const group = skillGroupBySlug(domain);
  const names = useCatalogNames();
  const gigs = useDomainGigs('skills', group?.slug ?? null);
  useDocumentTitle(group && names.name(group.name));
  const items = group ? skillItemsIn(group) : [];
  if (!group || items.length === 0) {
    return (
      <CatalogPage>
        <NotFoundNotice message={t('catalog:notFound.domainSkills', { domain: isolate(domain) })} backTo="/categories/domain" backLabel={t('catalog:back.domains')} />
      </CatalogPage>
    );
  }
  return (
    <CatalogPage>
      <DomainHeader name={group.name} subtitle={t('catalog:domain.skills', { count: items.length, n: format.number(items.length) })} />
      <FeaturedGig gigs={gigs} />
      <TileGrid id="popular-in-domain" title={t('catalog:domain.popular', { name: isolate(names.name(group.name)) })} items={items.slice(0, POPULAR_IN_DOMAIN_COUNT)} size="large" />
      <MostBookedGigs gigs={gigs} name={group.name} />
      <TileGrid id="all-in-domain" title={t('catalog:domain.allSkills', { name: isolate(names.name(group.name)) })} items={items} />
    </CatalogPage>
  );
}
