import type { ExpertiseFilter, LevelFilter, RatingFilter, SortBy } from '#shared/domain/search';
import type { FullKey } from '#i18n/namespaces';
import type { FilterKey } from '../search-params';

type Key = FullKey<'search'>;

/** The catalogue key of each filter's label and of each option (buyer spec section 9). */
export const FILTER_KEYS: Record<FilterKey, Key> = {
  hourlyRate: 'search:filter.hourlyRate',
  expertise: 'search:filter.expertise',
  language: 'search:filter.language',
  rating: 'search:filter.rating',
  level: 'search:filter.level',
  sortBy: 'search:filter.sortBy',
};

export const EXPERTISE_KEYS: Record<ExpertiseFilter, Key> = {
  beginner: 'search:level.beginner',
  intermediate: 'search:level.intermediate',
  expert: 'search:level.expert',
};

/** The expert level filter's options: the held level and up. */
export const LEVEL_FILTER_KEYS: Record<LevelFilter, Key> = {
  'level-1': 'search:levelFilter.level-1',
  'level-2': 'search:levelFilter.level-2',
  'top-rated': 'search:levelFilter.top-rated',
};

export const RATING_KEYS: Record<RatingFilter, Key> = {
  '4': 'search:rating.atLeast4',
  '3': 'search:rating.atLeast3',
  '2': 'search:rating.atLeast2',
};

export const SORT_KEYS: Record<SortBy, Key> = {
  relevance: 'search:sort.relevance',
  'highest-rated': 'search:sort.highestRated',
  'lowest-price': 'search:sort.lowestPrice',
  'most-experience': 'search:sort.mostExperience',
};
