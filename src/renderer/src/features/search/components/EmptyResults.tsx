import { SearchX } from 'lucide-react';
import { CLEAR_FILTERS, NO_RESULTS_FILTERS, NO_RESULTS_TITLE, NO_RESULTS_TRY, noResultsText } from '../texts';
import { SuggestionChips } from './SuggestionChips';

/** No results: what was searched, searches to try instead, and a way to drop the filters. */
export function EmptyResults({ keyword, suggestions, onClearFilters }: { keyword: string; suggestions: readonly string[]; onClearFilters: (() => void) | null }) {
  return (
    <section className="search-empty" aria-labelledby="search-empty-title">
      <SearchX size={40} aria-hidden="true" />
      <h2 id="search-empty-title">{NO_RESULTS_TITLE}</h2>
      <p>{noResultsText(keyword)}</p>
      <SuggestionChips label={NO_RESULTS_TRY} chips={suggestions} />
      {onClearFilters ? (
        <p className="search-empty-filters">
          {NO_RESULTS_FILTERS}{' '}
          <button type="button" className="search-link-button" onClick={onClearFilters}>
            {CLEAR_FILTERS}
          </button>
        </p>
      ) : null}
    </section>
  );
}
