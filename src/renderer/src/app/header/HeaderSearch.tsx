import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SearchBar } from '#ui/SearchBar';
import { SEARCH_PLACEHOLDER } from './menu-data';

/** Where a search goes: /search/gigs with the keyword. */
export const searchHref = (keyword: string) => `/search/gigs?keyword=${encodeURIComponent(keyword)}`;

/** The header's search box. What is typed belongs to the page it was typed on, so a path change clears it. */
export function HeaderSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [typed, setTyped] = useState({ on: pathname, text: '' });
  const value = typed.on === pathname ? typed.text : '';
  return (
    <SearchBar
      className={className}
      value={value}
      onChange={(text) => setTyped({ on: pathname, text })}
      onSearch={(keyword) => void navigate(searchHref(keyword))}
      placeholder={SEARCH_PLACEHOLDER}
      label="Search experts"
      formLabel="Search experts"
    />
  );
}
