import type { Config } from '../../config';
import type { Queryable } from '../../db/queryable';

/**
 * The platform's fee percent for a new booking of this expert's gig: the one place that decides it.
 * Today every expert pays the platform's setting; an expert's plan (Pro) lowers it here, read from the
 * database on the server, never from the client. The booking keeps the answer (bookings.fee_percent),
 * so a later change of setting or plan leaves bookings already made as they were.
 */
export async function feePercentFor(
  ctx: { config: Pick<Config, 'platformFeePercent'>; db: Queryable },
  _expertUserId: string,
): Promise<number> {
  return Promise.resolve(ctx.config.platformFeePercent);
}
