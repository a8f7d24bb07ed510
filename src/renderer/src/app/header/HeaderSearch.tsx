import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { SearchBar } from '#ui/SearchBar';
import { SEARCH_PLACEHOLDER, SEARCH_SUGGESTIONS } from './menu-data';

/** Where a search goes: /search/gigs with the keyword. */
export const searchHref = (keyword: string) => `/search/gigs?keyword=${encodeURIComponent(keyword)}`;

/** Suggestions follow what is typed after this pause, from this many letters on. */
const SUGGEST_PAUSE_MS = 200;
const SUGGEST_FROM = 2;

/**
 * The header's search box. What is typed belongs to the page it was typed on, so a path change clears it.
 * While typing it suggests catalogue entries, forgiving slips as search does (issue 26; asked of the
 * API, so the catalogue stays out of every page's JavaScript).
 */
export function HeaderSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [typed, setTyped] = useState({ on: pathname, text: '' });
  const value = typed.on === pathname ? typed.text : '';
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const q = value.trim();
    const timer = setTimeout(() => setAsked(q.length >= SUGGEST_FROM ? q : ''), SUGGEST_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const suggestions = useQuery(asked && value.trim() ? ['header-suggestions', asked] : null, (signal) =>
    call('searchSuggestions', { query: { q: asked }, signal }),
  );
  const shown = value.trim() && suggestions.data ? suggestions.data.suggestions : [];
  return (
    <div className={`header-search-wrap ${className ?? ''}`}>
      <SearchBar
        value={value}
        onChange={(text) => setTyped({ on: pathname, text })}
        onSearch={(keyword) => void navigate(searchHref(keyword))}
        placeholder={SEARCH_PLACEHOLDER}
        label="Search experts"
        formLabel="Search experts"
      />
      {shown.length > 0 ? (
        <ul className="header-suggestions" aria-label={SEARCH_SUGGESTIONS}>
          {shown.map((s) => (
            <li key={s}>
              <Link to={searchHref(s)} onClick={() => setTyped({ on: pathname, text: '' })}>
                {s}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
