import { SearchX } from 'lucide-react';
import type { SearchResponse } from '#shared/contract/http/search';
import { CLEAR_FILTERS, CLOSEST_MATCHES, NO_RESULTS_FILTERS, NO_RESULTS_TITLE, NO_RESULTS_TRY, noResultsText, popularIn } from '../texts';
import { ResultsGrid } from './ResultsGrid';
import { SuggestionChips } from './SuggestionChips';

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
  const closest = noResults?.entries ?? [];
  return (
    <section className="search-empty" aria-labelledby="search-empty-title">
      <SearchX size={40} aria-hidden="true" />
      <h2 id="search-empty-title">{NO_RESULTS_TITLE}</h2>
      <p>{noResultsText(keyword)}</p>
      {closest.length > 0 ? <SuggestionChips label={CLOSEST_MATCHES} chips={closest} /> : <SuggestionChips label={NO_RESULTS_TRY} chips={suggestions} />}
      {onClearFilters ? (
        <p className="search-empty-filters">
          {NO_RESULTS_FILTERS}{' '}
          <button type="button" className="search-link-button" onClick={onClearFilters}>
            {CLEAR_FILTERS}
          </button>
        </p>
      ) : null}
      {noResults && noResults.popular.length > 0 ? <ResultsGrid id="search-popular" title={popularIn(noResults.category)} gigs={noResults.popular} /> : null}
    </section>
  );
}
