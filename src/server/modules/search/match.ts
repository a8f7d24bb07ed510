import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DbKind } from '../../db/database';
import { isPrefixTerm } from '../../../shared/domain/search';

/**
 * The keyword side of a search, per dialect. Terms come from `keywordTerms` (lower-case runs of
 * letters and digits), so they carry no quoting or operator characters. Each term is a prefix of a
 * word from two characters on (results appear while the user types); every term must match, or,
 * when nothing has them all, any term (`any`).
 */
export interface Keyword {
  terms: readonly string[];
  any: boolean;
}

/** Column weights: title, tags, softwares, category, skills, description (FTS5 column order). */
export const SQLITE_WEIGHTS = [10, 4, 4, 2, 2, 1] as const;
/** ts_rank weights {D, C, B, A}: description, category + skills, tags + softwares, title. */
export const POSTGRES_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';

/** `"react"* "hooks"*` (FTS5: all of them) or `"react"* OR "hooks"*`; one letter is the word itself. */
export const ftsMatch = (k: Keyword): string =>
  k.terms.map((t) => (isPrefixTerm(t) ? `"${t}"*` : `"${t}"`)).join(k.any ? ' OR ' : ' ');

/** `react:* & hooks:*` or `react:* | hooks:*` for to_tsquery('simple', …). */
export const tsQuery = (k: Keyword): string => k.terms.map((t) => (isPrefixTerm(t) ? `${t}:*` : t)).join(k.any ? ' | ' : ' & ');

/** The rows of gig_fts that match, as a subquery joined on gig_search.rid, with a bm25 score if asked. */
export function sqliteMatches(k: Keyword, withScore: boolean): RawBuilder<{ rowid: number; score: number }> {
  const score = withScore ? sql.raw(`bm25(gig_fts, ${SQLITE_WEIGHTS.join(', ')})`) : sql.lit(0);
  return sql<{ rowid: number; score: number }>`(SELECT rowid, ${score} AS score FROM gig_fts WHERE gig_fts MATCH ${ftsMatch(k)})`;
}

/** `s.document @@ query` on PostgreSQL. */
export const postgresMatches = (k: Keyword): Expression<SqlBool> => sql<SqlBool>`s.document @@ to_tsquery('simple', ${tsQuery(k)})`;

/** Higher is more relevant, on both dialects. */
export function relevance(kind: DbKind, k: Keyword): RawBuilder<number> {
  if (kind === 'sqlite') return sql<number>`(-m.score)`;
  return sql<number>`ts_rank(${POSTGRES_WEIGHTS}::float4[], s.document, to_tsquery('simple', ${tsQuery(k)}))`;
}
