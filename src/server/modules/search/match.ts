import { sql, type RawBuilder } from 'kysely';
import { EXPERTISE_RANK, isPrefixTerm, levelFilterRank, type SearchQuery } from '#shared/domain/search';
import { facetCore } from '../../db/migrations/0502_search_facets_shared';
import { tierWord } from '../../db/migrations/1150_search_expert_level_shared';

/**
 * What a search asks the text index, per dialect. Terms come from `keywordTerms` (lower-case runs
 * of letters and digits), so they carry no quoting or operator characters. Each term is a prefix of
 * a word from two characters on (results appear while the user types); every term must match, or,
 * when nothing has them all, any term (`any`). Filters are facet tokens of the same index.
 */
export interface Keyword {
  terms: readonly Slot[];
  any: boolean;
}

/**
 * One word of a query as searched: its alternatives (the word, an alias, a singular, a
 * correction), any of which matches; an alternative of several words needs them all ('after effects').
 */
export type Slot = ReadonlyArray<ReadonlyArray<string>>;

/** The keyword of plain words, each its own only alternative. */
export const plainKeyword = (terms: readonly string[], any = false): Keyword => ({ terms: terms.map((t) => [[t]]), any });

/** A slot's text: `render(word)` per word, runs joined by `and`, alternatives by `or`, grouped when needed. */
function slotText(slot: Slot, render: (w: string) => string, and: string, or: string): string {
  const alts = slot.map((run) => (run.length === 1 ? render(run[0] ?? '') : `(${run.map(render).join(and)})`));
  return alts.length === 1 ? (alts[0] ?? '') : `(${alts.join(or)})`;
}

export type SearchFilters = Pick<SearchQuery, 'hourlyRate' | 'expertise' | 'language' | 'rating' | 'level'>;

/** Column weights: title, tags, softwares, category, skills, description, facets (FTS5 column order). */
export const SQLITE_WEIGHTS = [10, 4, 4, 2, 2, 1, 0] as const;
/** ts_rank weights {D, C, B, A}: description, category + skills, tags + softwares, title. */
const POSTGRES_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';

const TEXT_COLUMNS = '{title tags softwares category skills description}';

/** The facet tokens (without dialect spelling) the filters ask for. */
export function facetTokens(f: SearchFilters): string[] {
  const tokens: string[] = [];
  if (f.hourlyRate !== 'any') tokens.push(facetCore.rate(f.hourlyRate));
  if (f.expertise) tokens.push(facetCore.level(EXPERTISE_RANK[f.expertise]));
  if (f.rating) tokens.push(facetCore.stars(f.rating));
  if (f.language) tokens.push(facetCore.language(f.language));
  if (f.level) tokens.push(tierWord(levelFilterRank(f.level)));
  return tokens;
}

/** The FTS5 query: `{text columns} : ("react"* "hooks"*) AND {facets} : (level3 stars4)`; null when empty. */
export function ftsMatch(k: Keyword, facets: readonly string[]): string | null {
  const parts: string[] = [];
  if (k.terms.length > 0) {
    const word = (t: string) => (isPrefixTerm(t) ? `"${t}"*` : `"${t}"`);
    const terms = k.terms.map((slot) => slotText(slot, word, ' AND ', ' OR ')).join(k.any ? ' OR ' : ' AND ');
    parts.push(`${TEXT_COLUMNS} : (${terms})`);
  }
  if (facets.length > 0) parts.push(`{facets} : (${facets.join(' ')})`);
  return parts.length > 0 ? parts.join(' AND ') : null;
}

/** `react:* & hooks:*` or `react:* | hooks:*` for to_tsquery('simple', …). */
export const tsQuery = (k: Keyword): string =>
  k.terms.map((slot) => slotText(slot, (t) => (isPrefixTerm(t) ? `${t}:*` : t), ' & ', ' | ')).join(k.any ? ' | ' : ' & ');

/** The keyword as a tsquery (what ts_rank scores). */
const keywordTsQuery = (k: Keyword): RawBuilder<unknown> => sql`to_tsquery('simple', ${tsQuery(k)})`;

/**
 * The expert's held level as a small signal of relevance: each level above New raises a gig's text
 * relevance by this share (Level 1 +4 %, Level 2 +8 %, Top Rated +12 %). Small on purpose: it decides
 * between gigs that match about as well, never lifts a gig that matches in its description over one
 * that matches in its title (their scores differ several times over). `tier` is gig_search.tier.
 */
export const LEVEL_RELEVANCE_STEP = 0.04;
const levelFactor = (tier: RawBuilder<unknown>) => sql`(1 + ${sql.raw(String(LEVEL_RELEVANCE_STEP))} * ${tier})`;

/** The text relevance of `document` (higher is better) on PostgreSQL, the level's share included. */
export const postgresRank = (document: RawBuilder<unknown>, k: Keyword, tier: RawBuilder<unknown>): RawBuilder<unknown> =>
  sql`ts_rank(${POSTGRES_WEIGHTS}::float4[], ${document}, ${keywordTsQuery(k)}) * ${levelFactor(tier)}`;

/** The whole PostgreSQL tsquery: the keyword and the facet lexemes ('=level3'); null when empty. */
export function postgresQuery(k: Keyword, facets: readonly string[]): RawBuilder<unknown> | null {
  const facetQuery = facets.length > 0 ? sql`${facets.map((f) => `'=${f}'`).join(' & ')}::tsquery` : null;
  if (k.terms.length === 0) return facetQuery;
  return facetQuery ? sql`(${keywordTsQuery(k)} && ${facetQuery})` : keywordTsQuery(k);
}

/** Whether a ranking counts the words each gig has first (a search for any of several words). */
const countsWords = (k: Keyword) => k.any && k.terms.length > 1;

/** The ORDER BY of text relevance on PostgreSQL: with `any`, the number of words a gig has first. */
export function postgresOrder(document: RawBuilder<unknown>, k: Keyword, tier: RawBuilder<unknown>): RawBuilder<unknown> {
  const rank = sql`${postgresRank(document, k, tier)} DESC`;
  if (!countsWords(k)) return rank;
  const has = k.terms.map((slot) => sql`(${document} @@ to_tsquery('simple', ${tsQuery({ terms: [slot], any: false })}))::int`);
  return sql`${sql.join(has, sql` + `)} DESC, ${rank}`;
}

/**
 * The ORDER BY of text relevance on SQLite (bm25 `score`, lower is better, so the level's share makes
 * it more negative): with `any`, the number of words gig `rid` has first.
 */
export function sqliteOrder(rid: RawBuilder<unknown>, bm25: RawBuilder<unknown>, k: Keyword, tier: RawBuilder<unknown>): RawBuilder<unknown> {
  const score = sql`${bm25} * ${levelFactor(tier)}`;
  if (!countsWords(k)) return sql`${score} ASC`;
  const has = k.terms.map((slot) => sql`(${rid} IN (SELECT rowid FROM gig_fts WHERE gig_fts MATCH ${ftsMatch({ terms: [slot], any: false }, [])}))`);
  return sql`${sql.join(has, sql` + `)} DESC, ${score} ASC`;
}

export const sqliteScore = sql.raw(`bm25(gig_fts, ${SQLITE_WEIGHTS.join(', ')})`);
