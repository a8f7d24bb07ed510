import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useCatalogNames } from '#i18n/catalog-names';
import { useTranslation } from 'react-i18next';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { Pagination } from '#features/search/components/Pagination';
import { ResultsGrid } from '#features/search/components/ResultsGrid';
import '#features/search/search.css';
import { useIsolate } from './bidi';
import { ItemExperts } from './ItemExperts';
import { itemPage, itemSearchQuery } from './page-queries';
import { searchHref } from './search-href';

/** The cards a phone's or a laptop's first screen shows: their pictures load at once. */
const FIRST_SCREEN_CARDS = 2;

/**
 * Below a software's or skill's suggestions: the experts of the page's gigs, its top experts and its
 * gigs, as the search for its name finds and ranks them, in pages (?page=N keeps the page in the
 * URL, so Back works).
 */
export function ItemGigs({ name }: { name: string }) {
  const { t } = useTranslation(['catalog', 'search']);
  const isolate = useIsolate();
  const names = useCatalogNames();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = itemPage(params);
  const query = itemSearchQuery(name, page);
  const results = useQuery(JSON.stringify(query), (signal) => call('searchGigs', { query, signal }));
  const data = results.status === 'error' ? undefined : results.data;
  const named = isolate(names.name(name));
  return (
    <div className="item-gigs" aria-busy={results.status === 'loading'}>
      {results.status === 'loading' && !data ? <p role="status">{t('search:loading')}</p> : null}
      {results.status === 'error' ? (
        <RetryAlert message={t('search:failed', { reason: results.error.message })} onRetry={results.retry} className="search-error" buttonClassName="search-button" />
      ) : null}
      {data && data.total === 0 ? (
        <p className="item-gigs-none">
          {t('catalog:item.none', { name: named })} <Link to={searchHref(name)}>{t('catalog:item.searchAll', { name: named })}</Link>
        </p>
      ) : null}
      {data ? <ItemExperts id="item-experts" title={t('catalog:item.experts', { name: named })} gigs={[...data.topExperts, ...data.items]} /> : null}
      {data && data.topExperts.length > 0 ? (
        <ResultsGrid id="item-top-experts" title={t('catalog:item.topExperts', { name: named })} gigs={data.topExperts} eager={FIRST_SCREEN_CARDS} />
      ) : null}
      {data && data.items.length > 0 ? (
        <ResultsGrid id="item-all-gigs" title={t('catalog:item.gigs', { name: named })} gigs={data.items} eager={data.topExperts.length > 0 ? 0 : FIRST_SCREEN_CARDS} />
      ) : null}
      {data ? <Pagination page={page} pageCount={data.pageCount} hrefOf={(n) => (n > 1 ? `${pathname}?page=${n}` : pathname)} /> : null}
    </div>
  );
}
