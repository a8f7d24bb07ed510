import { BADGE_PLAN_IDS, PRO_PLANS, type ProBenefits, type ProPlanId } from '#shared/domain/pro-plans';
import type { Queryable } from '../../db/queryable';

/** What a user's Pro gives them at one moment, read on the server only. */
export interface Entitlements {
  /** The plan whose benefits apply (null: none). */
  planId: ProPlanId | null;
  paidUntil: string | null;
  benefits: ProBenefits | null;
}

const NONE: Entitlements = { planId: null, paidUntil: null, benefits: null };

/**
 * The benefits a user has at `now`: those of the plan whose last paid period runs past `now`. The
 * status does not shorten it: a cancelled, halted or pending subscription keeps its benefits until
 * the end of the period paid for, and none after; a subscription never charged gives nothing.
 */
export async function entitlementsFor(db: Queryable, userId: string, now: Date): Promise<Entitlements> {
  const row = await db
    .selectFrom('subscriptions')
    .select(['plan_id', 'paid_until'])
    .where('user_id', '=', userId)
    .where('paid_until', '>', now.toISOString())
    .orderBy('paid_until', 'desc')
    .executeTakeFirst();
  if (!row?.paid_until) return NONE;
  return { planId: row.plan_id, paidUntil: row.paid_until, benefits: PRO_PLANS[row.plan_id].benefits };
}

/** Of these expert profiles, those whose expert is on Pro for experts at `now` (their gigs show the Pro badge). */
export async function proExpertIds(db: Queryable, expertIds: readonly string[], now: Date): Promise<Set<string>> {
  if (expertIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('subscriptions as s')
    .innerJoin('expert_profiles as e', 'e.user_id', 's.user_id')
    .select('e.id')
    .where('e.id', 'in', [...new Set(expertIds)])
    .where('s.plan_id', 'in', [...BADGE_PLAN_IDS])
    .where('s.paid_until', '>', now.toISOString())
    .execute();
  return new Set(rows.map((r) => r.id));
}
