import { useTranslation } from 'react-i18next';
import { useCatalogNames } from '#i18n/catalog-names';
import { call } from '#api/client';
import { useQuery, type Query } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { ResultsGrid } from '#features/search/components/ResultsGrid';
import type { GigCard } from '#shared/contract/http/search';
import '#features/search/search.css';
import { useIsolate } from './bidi';
import { mostBookedKey, type DomainKind } from './page-queries';

type DomainGigs = Query<{ gigs: GigCard[]; featured: GigCard | null }>;

/** A domain page's gigs: its most booked and the one in its featured slot, in one answer (null slug: none). */
export function useDomainGigs(kind: DomainKind, slug: string | null): DomainGigs {
  return useQuery(slug === null ? null : mostBookedKey(kind, slug), (signal) => call('mostBookedGigs', { params: { kind, domain: slug ?? '' }, signal }));
}

/** The top of a domain page: the gig a Pro expert holds its featured slot with (none: no section). */
export function FeaturedGig({ gigs }: { gigs: DomainGigs }) {
  const { t } = useTranslation(['catalog']);
  const featured = gigs.status === 'error' ? null : gigs.data?.featured;
  if (!featured) return null;
  return <ResultsGrid id="featured-gig" title={t('catalog:domain.featured')} gigs={[featured]} eager={1} />;
}

/** A domain page's most booked gigs (none listed yet: no section). */
export function MostBookedGigs({ gigs, name }: { gigs: DomainGigs; name: string }) {
  const { t } = useTranslation(['catalog', 'search']);
  const isolate = useIsolate();
  const names = useCatalogNames();
  if (gigs.status === 'error') {
    return <RetryAlert message={t('search:failed', { reason: gigs.error.message })} onRetry={gigs.retry} className="search-error" buttonClassName="search-button" />;
  }
  if (!gigs.data || gigs.data.gigs.length === 0) return null;
  return <ResultsGrid id="most-booked" title={t('catalog:domain.mostBooked', { name: isolate(names.name(name)) })} gigs={gigs.data.gigs} />;
}
