import {
  EXPERTISE_LEVELS,
  HOURLY_RATES,
  KEYWORD_MAX_LENGTH,
  LEVEL_FILTERS,
  PAGE_MAX,
  RATING_FILTERS,
  SORT_OPTIONS,
  canonicalLanguage,
  type ExpertiseFilter,
  type HourlyRateFilter,
  type LevelFilter,
  type RatingFilter,
  type SearchQueryInput,
  type SortBy,
} from '#shared/domain/search';

/**
 * The search page's state lives in its URL (so a search can be shared and Back works):
 * keyword, filter (the skill picked in the home hero), hourlyRate, expertise, language, rating,
 * level (the expert's held level and up), sortBy and page. Values that are not on the lists are ignored, never sent.
 */
export interface SearchState {
  keyword: string;
  /** The hero's skill pick: narrows the search like extra words. */
  filter: string;
  hourlyRate: HourlyRateFilter;
  expertise: ExpertiseFilter | '';
  language: string;
  rating: RatingFilter | '';
  level: LevelFilter | '';
  sortBy: SortBy;
  page: number;
  /** Search the keyword exactly as typed, never corrected ("search instead for …"). */
  exact: boolean;
}

export type FilterKey = 'hourlyRate' | 'expertise' | 'language' | 'rating' | 'level' | 'sortBy';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((v) => v === value);

export function readSearchState(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    filter: (params.get('filter') ?? '').trim(),
    hourlyRate: oneOf(HOURLY_RATES, params.get('hourlyRate')) ?? 'any',
    expertise: oneOf(EXPERTISE_LEVELS, params.get('expertise')) ?? '',
    language: canonicalLanguage(params.get('language') ?? '') ?? '',
    rating: oneOf(RATING_FILTERS, params.get('rating')) ?? '',
    level: oneOf(LEVEL_FILTERS, params.get('level')) ?? '',
    sortBy: oneOf(SORT_OPTIONS, params.get('sortBy')) ?? 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
    exact: params.get('exact') === '1',
  };
}

/** The URL query of a state: defaults are left out so links stay short. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.keyword) p.set('keyword', state.keyword);
  if (state.filter) p.set('filter', state.filter);
  if (state.hourlyRate !== 'any') p.set('hourlyRate', state.hourlyRate);
  if (state.expertise) p.set('expertise', state.expertise);
  if (state.language) p.set('language', state.language);
  if (state.rating) p.set('rating', state.rating);
  if (state.level) p.set('level', state.level);
  if (state.sortBy !== 'relevance') p.set('sortBy', state.sortBy);
  if (state.page > 1) p.set('page', String(state.page));
  if (state.exact) p.set('exact', '1');
  return p;
}

/** The state with one filter changed, back on page 1. */
export function withFilter(state: SearchState, key: FilterKey, value: string): SearchState {
  return readSearchState(writeSearchState({ ...state, [key]: value, page: 1 }));
}

export const hasFilters = (s: SearchState): boolean =>
  s.hourlyRate !== 'any' || s.expertise !== '' || s.language !== '' || s.rating !== '' || s.level !== '' || s.filter !== '';

export const clearFilters = (s: SearchState): SearchState => ({
  ...s,
  filter: '',
  hourlyRate: 'any',
  expertise: '',
  language: '',
  rating: '',
  level: '',
  page: 1,
});

/** The API query of a state: the hero's skill joins the keyword's words. */
export function toApiQuery(s: SearchState, pageSize: number): SearchQueryInput {
  const keyword = [s.keyword, s.filter].filter(Boolean).join(' ').slice(0, KEYWORD_MAX_LENGTH);
  return {
    keyword,
    hourlyRate: s.hourlyRate,
    ...(s.expertise ? { expertise: s.expertise } : {}),
    ...(s.language ? { language: s.language } : {}),
    ...(s.rating ? { rating: s.rating } : {}),
    ...(s.level ? { level: s.level } : {}),
    sortBy: s.sortBy,
    page: String(s.page),
    pageSize: String(pageSize),
    ...(s.exact ? { exact: '1' } : {}),
  };
}

/** The href of the search page for a state. */
export function searchPageHref(s: SearchState): string {
  const q = writeSearchState(s).toString();
  return `/search/gigs${q ? `?${q}` : ''}`;
}
