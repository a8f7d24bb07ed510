import { useTranslation } from 'react-i18next';
import { useCatalogNames } from '#i18n/catalog-names';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { ResultsGrid } from '#features/search/components/ResultsGrid';
import '#features/search/search.css';
import { useIsolate } from './bidi';
import { mostBookedKey, type DomainKind } from './page-queries';

/** A domain page's most booked gigs (none listed yet: no section). */
export function MostBookedGigs({ kind, slug, name }: { kind: DomainKind; slug: string; name: string }) {
  const { t } = useTranslation(['catalog', 'search']);
  const isolate = useIsolate();
  const names = useCatalogNames();
  const gigs = useQuery(mostBookedKey(kind, slug), (signal) => call('mostBookedGigs', { params: { kind, domain: slug }, signal }));
  if (gigs.status === 'error') {
    return <RetryAlert message={t('search:failed', { reason: gigs.error.message })} onRetry={gigs.retry} className="search-error" buttonClassName="search-button" />;
  }
  if (!gigs.data || gigs.data.gigs.length === 0) return null;
  return <ResultsGrid id="most-booked" title={t('catalog:domain.mostBooked', { name: isolate(names.name(name)) })} gigs={gigs.data.gigs} />;
}
