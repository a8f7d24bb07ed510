/**
 * What both dialects of the search index v2 (migration 0502) share: the quality key that orders
 * the index, and the facet tokens that put every filter into the text index.
 *
 * The quality key orders gigs best rated first: mean stars in thousandths (integer arithmetic, so
 * both databases agree), then the review count (capped at 4,095), then the order in which the index
 * first saw the gig (newest first). On SQLite it is the FTS5 rowid, so a text match walks the index
 * in that order and can stop early; on PostgreSQL it is a btree-indexed column.
 */
import { HOURLY_RATE_BOUNDS, RATING_FILTERS, type HourlyRateFilter } from '#shared/domain/search';

export { NO_PRICE } from './0500_search_shared';

const SEQ_BITS = 2 ** 38;
const REVIEW_CAP = 4095;

/** The quality key from the review count `n`, the sum of stars `sum` and the sequence `seq` (SQL). */
export const qualityKey = (dialect: 'sqlite' | 'postgres', n: string, sum: string, seq: string) =>
  `((CASE WHEN ${n} = 0 THEN 0 ELSE (${sum} * 1000) / ${n} END) * ${REVIEW_CAP + 1} + ${dialect === 'sqlite' ? 'min' : 'LEAST'}(${n}, ${REVIEW_CAP})) * ${SEQ_BITS} + ${seq}`;

/** A gig counts as rated N stars and up when its mean shows as N.0 or more (one decimal, rounded). */
export const starsAtLeast = (n: string, sum: string, stars: number) => `(${n} > 0 AND 20 * ${sum} >= ${20 * stars - 1} * ${n})`;

const BUCKETS = Object.entries(HOURLY_RATE_BOUNDS) as Array<[Exclude<HourlyRateFilter, 'any'>, { min: number; max: number | null }]>;

/** The core of each facet token; SQLite spells it as a word, PostgreSQL as a lexeme after '='. */
export const facetCore = {
  level: (rank: number | string) => `level${rank}`,
  rate: (bucket: Exclude<HourlyRateFilter, 'any'>) => `rate${bucket.replace(/[^0-9a-z]/g, '')}`,
  stars: (stars: number | string) => `stars${stars}`,
  /** The language by the hex of its UTF-8 bytes (lower case): every name becomes one word. */
  language: (language: string) => `lang${Buffer.from(language, 'utf8').toString('hex')}`,
};

/**
 * The facet tokens of a gig as SQL text expressions, given the columns (SQL) they read. Each
 * expression is a token or NULL; `hex` turns a language name into its lower-case hex.
 */
export function facetExpressions(cols: { level: string; hourlyRate: string; n: string; sum: string }): string[] {
  const rate = `CASE ${BUCKETS.map(
    ([bucket, { min, max }]) =>
      `WHEN ${cols.hourlyRate} >= ${min}${max === null ? '' : ` AND ${cols.hourlyRate} < ${max}`} THEN '${facetCore.rate(bucket)}'`,
  ).join(' ')} END`;
  const stars = RATING_FILTERS.map((s) => `CASE WHEN ${starsAtLeast(cols.n, cols.sum, Number(s))} THEN '${facetCore.stars(s)}' END`);
  return [`'level' || ${cols.level}`, rate, ...stars];
}
