import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { EXPERTISE_LEVELS, HOURLY_RATE_BOUNDS, HOURLY_RATES, LEVEL_FILTERS, RATING_FILTERS, SORT_OPTIONS, type HourlyRateFilter } from '#shared/domain/search';
import type { FilterKey, SearchState } from '../search-params';
import { EXPERTISE_KEYS, FILTER_KEYS, LEVEL_FILTER_KEYS, RATING_KEYS, SORT_KEYS } from './filter-labels';

interface Option {
  value: string;
  label: string;
  /** A catalogue language's name stays English (a proper name). */
  lang?: 'en';
}

/**
 * The spec's filters (section 9) and the expert level (the held level and up), each a labelled select; changing one changes the URL. `languages`:
 * what experts speak (GET /api/search/languages); the one in the URL stays offered even if none does.
 */
export function SearchFilters({ state, languages: spoken, onChange }: { state: SearchState; languages: readonly string[]; onChange: (key: FilterKey, value: string) => void }) {
  const { t } = useTranslation(['search']);
  const id = useId();
  const { number } = useFormat();
  /** A rate bucket's label from its bounds in credits (the ones the server filters by): "200–400 credits". */
  const rateLabel = (bucket: HourlyRateFilter) => {
    if (bucket === 'any') return t('search:any');
    const { min, max } = HOURLY_RATE_BOUNDS[bucket];
    return max === null ? t('search:rate.from', { min: number(min) }) : t('search:rate.range', { min: number(min), max: number(max) });
  };
  const anyOption: Option = { value: '', label: t('search:any') };
  const languages = [...spoken];
  if (state.language && !languages.includes(state.language)) languages.push(state.language);
  const filters: Array<{ key: FilterKey; value: string; options: Option[] }> = [
    { key: 'hourlyRate', value: state.hourlyRate, options: HOURLY_RATES.map((v) => ({ value: v, label: rateLabel(v) })) },
    { key: 'expertise', value: state.expertise, options: [anyOption, ...EXPERTISE_LEVELS.map((v) => ({ value: v, label: t(EXPERTISE_KEYS[v]) }))] },
    { key: 'language', value: state.language, options: [anyOption, ...languages.map((v): Option => ({ value: v, label: v, lang: 'en' }))] },
    { key: 'rating', value: state.rating, options: [anyOption, ...RATING_FILTERS.map((v) => ({ value: v, label: t(RATING_KEYS[v]) }))] },
    { key: 'level', value: state.level, options: [anyOption, ...LEVEL_FILTERS.map((v) => ({ value: v, label: t(LEVEL_FILTER_KEYS[v]) }))] },
    { key: 'sortBy', value: state.sortBy, options: SORT_OPTIONS.map((v) => ({ value: v, label: t(SORT_KEYS[v]) })) },
  ];
  return (
    <div className="search-filters" role="group" aria-label={t('search:filters')}>
      {filters.map((f) => (
        <div key={f.key} className="search-filter">
          <label htmlFor={`${id}-${f.key}`}>{t(FILTER_KEYS[f.key])}</label>
          <select id={`${id}-${f.key}`} value={f.value} onChange={(e) => onChange(f.key, e.target.value)}>
            {f.options.map((o) => (
              <option key={o.value} value={o.value} lang={o.lang}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}
