import { z } from 'zod';
import { languages } from '../catalog/languages';
import { levelRank, type LevelId } from './levels';

/**
 * Gig search: the filters of the buyer spec (section 9) with their labels, bounds and messages,
 * shared by the search page and the API. Absent filters mean "any".
 */

/**
 * The hourly-rate filter's buckets, in credits an hour like every price (1 credit = ₹10). Each id
 * names its bounds; the search index's facet tokens, the PostgreSQL plan and the page's labels all
 * read HOURLY_RATE_BOUNDS. They are the dollar buckets of before ($0-$25 … $100+) at the rate
 * migration 1050 converted with (1 USD = 8 credits), so every expert kept their bucket.
 */
export const HOURLY_RATES = ['any', '0-200', '200-400', '400-800', '800+'] as const;
export type HourlyRateFilter = (typeof HOURLY_RATES)[number];
export type HourlyRateBucket = Exclude<HourlyRateFilter, 'any'>;

/** Credit bounds of each bucket: `min` inclusive, `max` exclusive (null: open). */
export const HOURLY_RATE_BOUNDS: Record<HourlyRateBucket, { min: number; max: number | null }> = {
  '0-200': { min: 0, max: 200 },
  '200-400': { min: 200, max: 400 },
  '400-800': { min: 400, max: 800 },
  '800+': { min: 800, max: null },
};

export const EXPERTISE_LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export type ExpertiseFilter = (typeof EXPERTISE_LEVELS)[number];

/** The rank of each skill level (Beginner 1 … Expert 3), as the index stores it. */
export const EXPERTISE_RANK: Record<ExpertiseFilter, number> = { beginner: 1, intermediate: 2, expert: 3 };

/**
 * The expert level filter: the held level (never the preview) and up, as buyers expect ("Level 2"
 * finds Level 2 and Top Rated experts). New is no filter.
 */
export const LEVEL_FILTERS = ['level-1', 'level-2', 'top-rated'] as const satisfies ReadonlyArray<Exclude<LevelId, 'new'>>;
export type LevelFilter = (typeof LEVEL_FILTERS)[number];
/** The rank the search index stores for a held level (1 Level 1 … 3 Top Rated). */
export const levelFilterRank = (level: LevelFilter): number => levelRank(level);

export const RATING_FILTERS = ['4', '3', '2'] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];

export const SORT_OPTIONS = ['relevance', 'highest-rated', 'lowest-price', 'most-experience'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];

export const KEYWORD_MAX_LENGTH = 100;
/** At most this many words of a keyword are searched; the rest are ignored. */
const KEYWORD_MAX_TERMS = 8;
export const PAGE_MAX = 1000;
const PAGE_SIZE_DEFAULT = 12;
const PAGE_SIZE_MAX = 48;
/** How many best-rated results the 'Top Experts' row shows. */
export const TOP_EXPERTS_COUNT = 3;

export const FILTER_LABELS = {
  hourlyRate: 'Hourly rate',
  expertise: 'Expertise',
  language: 'Languages',
  rating: 'Rating',
  sortBy: 'Sort by',
} as const;

export const EXPERTISE_LABELS: Record<ExpertiseFilter, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  expert: 'Expert',
};

export const RATING_LABELS: Record<RatingFilter, string> = {
  '4': 'At least 4 stars',
  '3': 'At least 3 stars',
  '2': 'At least 2 stars',
};

export const SORT_LABELS: Record<SortBy, string> = {
  relevance: 'Relevance',
  'highest-rated': 'Highest rated',
  'lowest-price': 'Lowest price',
  'most-experience': 'Most experience',
};

/** The label of "no filter" in the expertise, language and rating menus. */
export const ANY_LABEL = 'Any';

const list = (values: readonly string[]) => values.join(', ');

const SEARCH_MESSAGES = {
  keywordTooLong: `Search keywords must be at most ${KEYWORD_MAX_LENGTH} characters.`,
  keywordType: 'Give the search keywords once, as text.',
  hourlyRate: `Hourly rate must be one of: ${list(HOURLY_RATES)}.`,
  expertise: `Expertise must be one of: ${list(EXPERTISE_LEVELS)}.`,
  language: 'Language must be a language from the list (for example English or Hindi).',
  rating: `Rating must be one of: ${list(RATING_FILTERS)} (stars and up).`,
  level: `Level must be one of: ${list(LEVEL_FILTERS)} (that level and up).`,
  sortBy: `Sort must be one of: ${list(SORT_OPTIONS)}.`,
  page: `Page must be a whole number from 1 to ${PAGE_MAX}.`,
  pageSize: `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.`,
  unknownParameter: (keys: readonly string[]) => `Unknown search parameter: ${keys.join(', ')}.`,
  single: (name: string) => `Give ${name} only once.`,
  exact: 'exact must be 1 (search the words exactly as typed) or left out.',
} as const;


const languageByLowerCase = new Map(languages.map((l) => [l.toLowerCase(), l]));

/** The catalogue spelling of a language, whatever its case, or null when it is not in the catalogue. */
export function canonicalLanguage(value: string): string | null {
  return languageByLowerCase.get(value.trim().toLowerCase()) ?? null;
}

/** An empty query value ("?expertise=") means the filter is off. */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());

const boundedInt = (min: number, max: number, fallback: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback),
  );

/**
 * The query of GET /api/gigs/search. Unknown parameters and values outside the lists get a 400 with
 * one of SEARCH_MESSAGES.
 */
export const searchQuerySchema = z.strictObject(
  {
    keyword: z.preprocess(
      (v) => (v === undefined ? '' : v),
      z.string({ error: SEARCH_MESSAGES.keywordType }).trim().max(KEYWORD_MAX_LENGTH, SEARCH_MESSAGES.keywordTooLong),
    ),
    hourlyRate: z.preprocess(
      blankToUndefined,
      z.enum(HOURLY_RATES, { error: SEARCH_MESSAGES.hourlyRate }).default('any'),
    ),
    expertise: optionalEnum(EXPERTISE_LEVELS, SEARCH_MESSAGES.expertise),
    language: z.preprocess(
      blankToUndefined,
      z
        .string({ error: SEARCH_MESSAGES.language })
        .transform((v, ctx) => {
          const canonical = canonicalLanguage(v);
          if (canonical) return canonical;
          ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.language });
          return z.NEVER;
        })
        .optional(),
    ),
    rating: optionalEnum(RATING_FILTERS, SEARCH_MESSAGES.rating),
    level: optionalEnum(LEVEL_FILTERS, SEARCH_MESSAGES.level),
    sortBy: z.preprocess(blankToUndefined, z.enum(SORT_OPTIONS, { error: SEARCH_MESSAGES.sortBy }).default('relevance')),
    page: boundedInt(1, PAGE_MAX, 1, SEARCH_MESSAGES.page),
    pageSize: boundedInt(1, PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT, SEARCH_MESSAGES.pageSize),
    /** '1': search the words exactly as typed, never corrected ("search instead for …"). */
    exact: optionalEnum(['1'], SEARCH_MESSAGES.exact),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? SEARCH_MESSAGES.unknownParameter(issue.keys) : undefined,
  },
);
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** The query of GET /api/search/suggestions: what is typed so far. */
export const searchSuggestionsQuerySchema = z.strictObject(
  {
    q: z.preprocess(
      (v) => (v === undefined ? '' : v),
      z.string({ error: SEARCH_MESSAGES.keywordType }).trim().max(KEYWORD_MAX_LENGTH, SEARCH_MESSAGES.keywordTooLong),
    ),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? SEARCH_MESSAGES.unknownParameter(issue.keys) : undefined) },
);
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

/** Small words a search ignores ("fix my render" searches fix and render), unless they are all there is. */
const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'for', 'from', 'how', 'i', 'in', 'into', 'is', 'it',
  'me', 'my', 'of', 'on', 'or', 'our', 'so', 'the', 'to', 'up', 'we', 'what', 'when', 'why', 'with', 'you', 'your',
]);

/**
 * The words of a keyword as both search indexes see them: lower-case runs of letters and digits
 * (punctuation separates words), small words left out, at most KEYWORD_MAX_TERMS of them.
 */
export function keywordTerms(keyword: string): string[] {
  const words = [...new Set(keyword.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w !== ''))];
  const meaningful = words.filter((w) => !SEARCH_STOP_WORDS.has(w));
  return (meaningful.length > 0 ? meaningful : words).slice(0, KEYWORD_MAX_TERMS);
}

/** Terms this long or longer match as word prefixes; a single letter matches only itself. */
const MIN_PREFIX_LENGTH = 2;
export const isPrefixTerm = (term: string): boolean => Array.from(term).length >= MIN_PREFIX_LENGTH;

/** The years a skill's experience text stands for ('Less than 1 year' 0 … 'More than 10 years' 11). */
export function experienceYears(experience: string): number {
  if (/^more than/i.test(experience)) return 11;
  const n = /^(\d+)/.exec(experience.trim());
  return n?.[1] ? Number(n[1]) : 0;
}
