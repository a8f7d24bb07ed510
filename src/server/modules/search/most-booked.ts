import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { skillGroupBySlug } from '#shared/catalog/skill-groups';
import { softwareCategoryBySlug } from '#shared/catalog/software-categories';
import { BOOKED_STAGES } from '#shared/domain/messages';
import { rowsOf } from './plan';

/**
 * The most booked gigs of a domain's category page: the listed gigs of a skill domain (their gig
 * category) or of a software domain (a software of the domain among theirs), by bookings an expert
 * accepted (the index of migration 1040), the best rated first among equals. Gigs nobody booked yet
 * follow, so a young domain still shows its best.
 */
export const MOST_BOOKED_COUNT = 8;

/** Which gigs a domain holds (SQL on gigs `g`); null for a domain the catalogue does not know. */
export function inDomain(kind: 'skills' | 'softwares', slug: string): RawBuilder<unknown> | null {
  if (kind === 'skills') {
    const group = skillGroupBySlug(slug);
    return group ? sql`g.category = ${group.name}` : null;
  }
  const category = softwareCategoryBySlug(slug);
  if (!category || category.softwares.length === 0) return null;
  // softwares_json is a JSON array of catalogue names (none holds a quote, % or _).
  return sql`(${sql.join(
    category.softwares.map((name) => sql`g.softwares_json LIKE ${`%${JSON.stringify(name)}%`}`),
    sql` OR `,
  )})`;
}

/** The ids of the domain's most booked listed gigs; null for an unknown domain. */
export async function mostBookedIds(db: Db, kind: 'skills' | 'softwares', slug: string): Promise<string[] | null> {
  const where = inDomain(kind, slug);
  if (!where) return null;
  const quality = db.kind === 'postgres' ? sql`s.qkey` : sql`s.rid`;
  const rows = await rowsOf(
    db,
    sql<{ gig_id: string }>`SELECT s.gig_id FROM gig_search s JOIN gigs g ON g.id = s.gig_id
      WHERE s.listed = 1 AND ${where}
      ORDER BY (SELECT count(*) FROM bookings b WHERE b.gig_id = s.gig_id AND b.stage IN (${sql.join([...BOOKED_STAGES])})) DESC, ${quality} DESC
      LIMIT ${MOST_BOOKED_COUNT}`,
  );
  return rows.map((r) => r.gig_id);
}
