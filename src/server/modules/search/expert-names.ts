import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { TOP_EXPERTS_COUNT } from '#shared/domain/search';
import { rowsOf } from './plan';

/**
 * Experts found by their name: a search whose words name no gig may name an expert ('ada',
 * 'ben cuts', 'ada_edits'). Every word starts a word of the display name, or the words, in order, the user
 * name ('ada_edits'); only experts with a listed gig are found. Asked only when the words found no gig,
 * so a search that finds gigs pays nothing for it.
 */

/** A name's words start with `w` (the first word, or one after a space); `w` is letters and digits only. */
const startsAWord = (column: RawBuilder<unknown>, w: string): RawBuilder<unknown> =>
  sql`(lower(${column}) LIKE ${`${w}%`} OR lower(${column}) LIKE ${`% ${w}%`})`;

/** The ids of up to TOP_EXPERTS_COUNT experts (with a listed gig) the words name. */
export async function expertsNamed(db: Db, terms: readonly string[]): Promise<string[]> {
  if (terms.length === 0) return [];
  const byDisplayName = sql.join(
    terms.map((w) => startsAWord(sql`e.display_name`, w)),
    sql` AND `,
  );
  const byUserName = sql`lower(e.user_name) LIKE ${`${terms.join('%')}%`}`;
  const rows = await rowsOf(
    db,
    sql<{ id: string }>`SELECT e.id FROM expert_profiles e
      WHERE ((${byDisplayName}) OR ${byUserName})
        AND EXISTS (SELECT 1 FROM gig_search s WHERE s.expert_id = e.id AND s.listed = 1)
      ORDER BY e.display_name, e.id LIMIT ${TOP_EXPERTS_COUNT}`,
  );
  return rows.map((r) => r.id);
}

/** The listed gigs of the given experts, best rated first. */
export async function gigsOfExperts(db: Db, expertIds: readonly string[]): Promise<string[]> {
  if (expertIds.length === 0) return [];
  const order = db.kind === 'postgres' ? sql`s.qkey DESC` : sql`s.rid DESC`;
  const rows = await rowsOf(
    db,
    sql<{ gig_id: string }>`SELECT s.gig_id FROM gig_search s WHERE s.listed = 1 AND s.expert_id IN (${sql.join([...expertIds])}) ORDER BY ${order}`,
  );
  return rows.map((r) => r.gig_id);
}
