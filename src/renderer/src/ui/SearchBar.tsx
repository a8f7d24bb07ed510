import { useId, type SubmitEvent, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './SearchBar.css';

export interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  /** Runs on Enter or the search button with the trimmed text; an empty search does nothing. */
  onSearch: (keyword: string) => void;
  placeholder: string;
  /** The input's accessible name. */
  label?: string;
  /** The landmark's accessible name. */
  formLabel?: string;
  /** Shown before the input (a skill dropdown in the home hero). */
  before?: ReactNode;
  size?: 'compact' | 'large';
  className?: string;
}

/** A search box with its button, as a search landmark; the header and the home hero use it. */
export function SearchBar({ value, onChange, onSearch, placeholder, label, formLabel, before, size = 'compact', className }: SearchBarProps) {
  const { t } = useTranslation(['common']);
  const id = useId();
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const keyword = value.trim();
    if (keyword) onSearch(keyword);
  };
  return (
    <form role="search" aria-label={formLabel ?? t('common:search')} className={`search-bar search-bar-${size} ${className ?? ''}`} onSubmit={submit}>
      {before}
      <label className="visually-hidden" htmlFor={id}>
        {label ?? t('common:search')}
      </label>
      <input
        id={id}
        className="search-bar-input"
        type="search"
        name="keyword"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="submit" className="search-bar-button" aria-label={t('common:search')}>
        <Search size={size === 'large' ? 20 : 18} aria-hidden="true" />
      </button>
    </form>
  );
}
