import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '#ui/SearchBar';
import { importOrReload } from '../stale-build';
import { searchHref } from './search-href';

export { searchHref };

const HeaderSuggestions = lazy(() => importOrReload(() => import('./HeaderSuggestions')));

/** Suggestions follow what is typed after this pause, from this many letters on. */
const SUGGEST_PAUSE_MS = 200;
const SUGGEST_FROM = 2;

/**
 * The header's search box. What is typed belongs to the page it was typed on, so a path change clears it.
 * While typing it suggests catalogue entries, forgiving slips as search does (asked of the
 * API, so the catalogue stays out of every page's JavaScript).
 */
export function HeaderSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation(['shell']);
  const { pathname } = useLocation();
  const [typed, setTyped] = useState({ on: pathname, text: '' });
  const value = typed.on === pathname ? typed.text : '';
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const q = value.trim();
    const timer = setTimeout(() => setAsked(q.length >= SUGGEST_FROM ? q : ''), SUGGEST_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return (
    <div className={`header-search-wrap ${className ?? ''}`}>
      <SearchBar
        value={value}
        onChange={(text) => setTyped({ on: pathname, text })}
        onSearch={(keyword) => void navigate(searchHref(keyword))}
        placeholder={t('shell:search.placeholder')}
        label={t('shell:search.label')}
        formLabel={t('shell:search.label')}
      />
      {asked && value.trim() ? (
        <Suspense fallback={null}>
          <HeaderSuggestions asked={asked} onChoose={() => setTyped({ on: pathname, text: '' })} />
        </Suspense>
      ) : null}
    </div>
  );
}
