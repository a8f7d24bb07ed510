import { useId } from 'react';
import {
  ANY_LABEL,
  EXPERTISE_LABELS,
  EXPERTISE_LEVELS,
  FILTER_LABELS,
  HOURLY_RATES,
  HOURLY_RATE_LABELS,
  LANGUAGE_FILTER_OPTIONS,
  RATING_FILTERS,
  RATING_LABELS,
  SORT_LABELS,
  SORT_OPTIONS,
} from '#shared/domain/search';
import type { FilterKey, SearchState } from '../search-params';

interface Option {
  value: string;
  label: string;
}

const anyOption: Option = { value: '', label: ANY_LABEL };

/** The spec's filters (section 9), each a labelled select; changing one changes the URL. */
export function SearchFilters({ state, onChange }: { state: SearchState; onChange: (key: FilterKey, value: string) => void }) {
  const id = useId();
  const languages = [...LANGUAGE_FILTER_OPTIONS] as string[];
  if (state.language && !languages.includes(state.language)) languages.push(state.language);
  const filters: Array<{ key: FilterKey; value: string; options: Option[] }> = [
    { key: 'hourlyRate', value: state.hourlyRate, options: HOURLY_RATES.map((v) => ({ value: v, label: HOURLY_RATE_LABELS[v] })) },
    { key: 'expertise', value: state.expertise, options: [anyOption, ...EXPERTISE_LEVELS.map((v) => ({ value: v, label: EXPERTISE_LABELS[v] }))] },
    { key: 'language', value: state.language, options: [anyOption, ...languages.map((v) => ({ value: v, label: v }))] },
    { key: 'rating', value: state.rating, options: [anyOption, ...RATING_FILTERS.map((v) => ({ value: v, label: RATING_LABELS[v] }))] },
    { key: 'sortBy', value: state.sortBy, options: SORT_OPTIONS.map((v) => ({ value: v, label: SORT_LABELS[v] })) },
  ];
  return (
    <div className="search-filters" role="group" aria-label="Filters">
      {filters.map((f) => (
        <div key={f.key} className="search-filter">
          <label htmlFor={`${id}-${f.key}`}>{FILTER_LABELS[f.key]}</label>
          <select id={`${id}-${f.key}`} value={f.value} onChange={(e) => onChange(f.key, e.target.value)}>
            {f.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}
