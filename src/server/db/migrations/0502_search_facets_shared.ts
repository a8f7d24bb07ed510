/**
 * What both dialects of the search index v2 (migration 0502) share: the quality key that orders
 * the index, and the facet tokens that put every filter into the text index.
 *
 * The quality key orders gigs best rated first: mean stars in thousandths (integer arithmetic, so
 * both databases agree), then the review count (capped at 4,095), then the order in which the index
 * first saw the gig (newest first). On SQLite it is the FTS5 rowid, so a text match walks the index
 * in that order and can stop early; on PostgreSQL it is a btree-indexed column.
 */
import { RATING_FILTERS } from '#shared/domain/search';

export { NO_PRICE } from './0500_search_shared';

const SEQ_BITS = 2 ** 38;
const REVIEW_CAP = 4095;

/** The quality key from the review count `n`, the sum of stars `sum` and the sequence `seq` (SQL). */
export const qualityKey = (dialect: 'sqlite' | 'postgres', n: string, sum: string, seq: string) =>
  `((CASE WHEN ${n} = 0 THEN 0 ELSE (${sum} * 1000) / ${n} END) * ${REVIEW_CAP + 1} + ${dialect === 'sqlite' ? 'min' : 'LEAST'}(${n}, ${REVIEW_CAP})) * ${SEQ_BITS} + ${seq}`;

/** A gig counts as rated N stars and up when its mean shows as N.0 or more (one decimal, rounded). */
export const starsAtLeast = (n: string, sum: string, stars: number) => `(${n} > 0 AND 20 * ${sum} >= ${20 * stars - 1} * ${n})`;

/** Hourly-rate buckets by id ('0-25'): `min` inclusive, `max` exclusive (null: open). */
export type RateBuckets = Readonly<Record<string, { readonly min: number; readonly max: number | null }>>;

/**
 * The buckets as this migration made them, in whole US dollars: kept here so the migration makes
 * today what it made then. 1050 moved rates and buckets to credits (#shared/domain/search).
 */
export const DOLLAR_RATE_BUCKETS: RateBuckets = {
  '0-25': { min: 0, max: 25 },
  '25-50': { min: 25, max: 50 },
  '50-100': { min: 50, max: 100 },
  '100+': { min: 100, max: null },
};

/** The core of each facet token; SQLite spells it as a word, PostgreSQL as a lexeme after '='. */
export const facetCore = {
  level: (rank: number | string) => `level${rank}`,
  rate: (bucket: string) => `rate${bucket.replace(/[^0-9a-z]/g, '')}`,
  stars: (stars: number | string) => `stars${stars}`,
  /** The language by the hex of its UTF-8 bytes (lower case): every name becomes one word. */
  language: (language: string) => `lang${Buffer.from(language, 'utf8').toString('hex')}`,
};

/**
 * The facet tokens of a gig as SQL text expressions, given the columns (SQL) they read and the
 * hourly-rate buckets. Each expression is a token or NULL.
 */
export function facetExpressions(cols: { level: string; hourlyRate: string; n: string; sum: string }, buckets: RateBuckets): string[] {
  const rate = `CASE ${Object.entries(buckets).map(
    ([bucket, { min, max }]) =>
      `WHEN ${cols.hourlyRate} >= ${min}${max === null ? '' : ` AND ${cols.hourlyRate} < ${max}`} THEN '${facetCore.rate(bucket)}'`,
  ).join(' ')} END`;
  const stars = RATING_FILTERS.map((s) => `CASE WHEN ${starsAtLeast(cols.n, cols.sum, Number(s))} THEN '${facetCore.stars(s)}' END`);
  return [`'level' || ${cols.level}`, rate, ...stars];
}
