import { BADGE_PLAN_IDS, PRO_PLANS, type ProBenefits, type ProPlanId } from '#shared/domain/pro-plans';
import { sql } from 'kysely';
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

/**
 * Whether the user in `userIdColumn` (a column of the statement, such as `e.user_id`) is on a plan
 * that shows the Pro badge at `nowIso`, as a column of that statement: a card or a page reads it
 * with its own row, not in a statement of its own. True or 1 (PostgreSQL or SQLite) when so.
 */
export const proBadgeColumn = (userIdColumn: string, nowIso: unknown) => onPlanColumn(BADGE_PLAN_IDS, userIdColumn, nowIso);

/**
 * Whether the user in `userIdColumn` has paid, past `nowIso`, for one of `planIds`, as a column of the
 * statement (a list ordered or filtered by a benefit reads it with its rows). True or 1 when so.
 */
export const onPlanColumn = (planIds: readonly ProPlanId[], userIdColumn: string, nowIso: unknown) =>
  sql<boolean | number>`exists (select 1 from subscriptions sub where sub.user_id = ${sql.ref(userIdColumn)} and sub.plan_id in (${sql.join([...planIds])}) and sub.paid_until > ${nowIso})`;

/** A proBadgeColumn's value as read from either database. */
export const isProBadge = (value: boolean | number | null | undefined): boolean => Number(value) === 1;
