import { LoadFailedPage, type LoadError } from '#ui/LoadFailed';
import { BACK_TO_SEARCH } from '../texts';

/** A gig or expert page that could not load, in the search pages' look: a missing one links back to the search. */
export function SearchLoadFailed({ error, notFoundText, onRetry }: { error: LoadError; notFoundText: string; onRetry: () => void }) {
  return (
    <LoadFailedPage
      error={error}
      notFoundText={notFoundText}
      back={{ to: '/search/gigs', label: BACK_TO_SEARCH }}
      onRetry={onRetry}
      className="page search-missing"
      buttonClassName="search-button"
    />
  );
}
