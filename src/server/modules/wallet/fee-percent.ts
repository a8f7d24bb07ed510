import type { Config } from '../../config';
import type { Queryable } from '../../db/queryable';
import { entitlementsFor } from '../subscriptions/entitlements';

/**
 * The platform's fee percent for a new booking of this expert's gig, at `now`: the one place that
 * decides it. Every expert pays the platform's setting; a Pro expert's plan lowers it (never raises
 * it), read from the database on the server, never from the client. The booking keeps the answer
 * (bookings.fee_percent), so a later change of setting or plan leaves bookings already made as they were.
 */
export async function feePercentFor(
  ctx: { config: Pick<Config, 'platformFeePercent'>; db: Queryable },
  expertUserId: string,
  now: Date,
): Promise<number> {
  const planPercent = (await entitlementsFor(ctx.db, expertUserId, now)).benefits?.expertFeePercent ?? null;
  return planPercent === null ? ctx.config.platformFeePercent : Math.min(ctx.config.platformFeePercent, planPercent);
}
