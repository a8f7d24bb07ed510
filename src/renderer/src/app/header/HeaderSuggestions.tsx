import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { searchHref } from './search-href';

/**
 * The catalogue entries the API suggests for what is typed (forgiving slips as search
 * does). Its own chunk, with the API client: loaded by the first keystroke, not by every page.
 */
export default function HeaderSuggestions({ asked, onChoose }: { asked: string; onChoose: () => void }) {
  const { t } = useTranslation(['shell']);
  const suggestions = useQuery(asked ? ['header-suggestions', asked] : null, (signal) => call('searchSuggestions', { query: { q: asked }, signal }));
  const shown = asked && suggestions.data ? suggestions.data.suggestions : [];
  if (shown.length === 0) return null;
  return (
    <ul className="header-suggestions" aria-label={t('shell:search.suggestions')}>
      {shown.map((s) => (
        <li key={s}>
          <Link to={searchHref(s)} onClick={onChoose}>
            {s}
          </Link>
        </li>
      ))}
    </ul>
  );
}
