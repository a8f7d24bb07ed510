import { useTranslation } from 'react-i18next';
import { LoadFailedPage, type LoadError } from '#ui/LoadFailed';

/** A gig or expert page that could not load, in the search pages' look: a missing one links back to the search. */
export function SearchLoadFailed({ error, notFoundText, onRetry }: { error: LoadError; notFoundText: string; onRetry: () => void }) {
  const { t } = useTranslation(['search']);
  return (
    <LoadFailedPage
      error={error}
      notFoundText={notFoundText}
      back={{ to: '/search/gigs', label: t('search:backToSearch') }}
      onRetry={onRetry}
      className="page search-missing"
      buttonClassName="search-button"
    />
  );
}
