import { sql } from 'kysely';
import { planIdsWith } from '#shared/domain/pro-plans';
import type { Db } from '../../db/database';
import { onPlanColumn } from '../subscriptions/entitlements';
import { inDomain } from './most-booked';
import { rowsOf } from './plan';

/** How long one Pro expert holds a domain's featured slot before the next one's turn. */
export const FEATURED_TURN_MS = 3_600_000;

/**
 * The gig in a domain's featured slot at `now`: the experts with a listed gig in the domain and a plan
 * with a featured slot paid past `now` (read here, on the server) take turns by the hour, in the order
 * of their ids, so every instance answers the same in the same hour and each Pro expert is featured as
 * often as the others. The expert's turn shows their best listed gig of the domain (the search's
 * quality order). Only listed gigs are read: a hidden, paused or suspended gig is never featured. Null
 * when no Pro expert has a gig there (or for a domain the catalogue does not know).
 */
export async function featuredGigId(db: Db, kind: 'skills' | 'softwares', slug: string, now: Date): Promise<string | null> {
  const where = inDomain(kind, slug);
  if (!where) return null;
  const quality = db.kind === 'postgres' ? sql`s.qkey` : sql`s.rid`;
  const featured = onPlanColumn(planIdsWith('featuredSlot'), 'e.user_id', now.toISOString());
  const rows = await rowsOf(
    db,
    sql<{ expert_id: string; gig_id: string }>`SELECT s.expert_id, s.gig_id FROM gig_search s
      JOIN gigs g ON g.id = s.gig_id JOIN expert_profiles e ON e.id = s.expert_id
      WHERE s.listed = 1 AND ${where} AND ${featured}
      ORDER BY s.expert_id, ${quality} DESC, s.gig_id`,
  );
  const bestOf = new Map<string, string>();
  for (const r of rows) if (!bestOf.has(r.expert_id)) bestOf.set(r.expert_id, r.gig_id);
  const experts = [...bestOf.keys()];
  if (experts.length === 0) return null;
  const turn = Math.floor(now.getTime() / FEATURED_TURN_MS) % experts.length;
  return bestOf.get(experts[turn] ?? '') ?? null;
}
