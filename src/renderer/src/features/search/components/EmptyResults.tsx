import { SearchX } from 'lucide-react';
import type { SearchResponse } from '#shared/contract/http/search';
import { useTranslation } from 'react-i18next';
import { useIsolate } from '#features/catalog/bidi';
import { ResultsGrid } from './ResultsGrid';
import { SuggestionChips } from './SuggestionChips';
import { PostRequestLink } from './PostRequestLink';

/**
 * No results: what was searched, the closest catalogue entries (or searches to try), a way to drop
 * the filters, and popular gigs of the nearest category, so a search never ends on an empty page.
 */
export function EmptyResults({
  keyword,
  suggestions,
  noResults,
  onClearFilters,
}: {
  keyword: string;
  suggestions: readonly string[];
  noResults: SearchResponse['noResults'];
  onClearFilters: (() => void) | null;
}) {
  const { t } = useTranslation(['search']);
  const isolate = useIsolate();
  const closest = noResults?.entries ?? [];
  return (
    <section className="search-empty" aria-labelledby="search-empty-title">
      <SearchX size={40} aria-hidden="true" />
      <h2 id="search-empty-title">{t('search:empty.title')}</h2>
      <p>{keyword ? t('search:empty.keyword', { keyword: isolate(keyword) }) : t('search:empty.filters')}</p>
      {closest.length > 0 ? <SuggestionChips label={t('search:empty.closest')} chips={closest} /> : <SuggestionChips label={t('search:empty.try')} chips={suggestions} />}
      <PostRequestLink keyword={keyword} />
      {onClearFilters ? (
        <p className="search-empty-filters">
          {t('search:empty.widen')}{' '}
          <button type="button" className="search-link-button" onClick={onClearFilters}>
            {t('search:clearFilters')}
          </button>
        </p>
      ) : null}
      {noResults && noResults.popular.length > 0 ? <ResultsGrid id="search-popular" title={noResults.category ? t('search:empty.popularIn', { category: isolate(noResults.category) }) : t('search:empty.popular')} gigs={noResults.popular} /> : null}
    </section>
  );
}
