import { SUSPENSION_ENDED_REASON } from '#shared/domain/ops-account-actions';
import { AppError } from '../../http/errors';
import type { JobKinds } from '../../jobs/kinds';
import type { JobHandler } from '../../jobs/runner';
import { liftSuspension, SUSPENSION_END_JOB } from './suspend';
import type { SuspensionContext } from './suspension-context';

/**
 * A suspension's end date: lifts that suspension (the trail names no operator and the role that
 * suspends, as the command line's rows do), or runs again at the end if asked early (a clock
 * ahead). A suspension lifted by hand before its end, or an account deleted meanwhile, leaves
 * nothing to do.
 */
const endJob =
  (ctx: SuspensionContext): JobHandler =>
  async ({ key }) => {
    const s = await ctx.deps.db.kysely.selectFrom('account_suspensions').select(['user_id', 'until', 'lifted_at']).where('id', '=', key).executeTakeFirst();
    if (!s || s.lifted_at !== null || s.until === null) return undefined;
    if (ctx.deps.clock.now().getTime() < Date.parse(s.until)) return { runAgainAt: new Date(s.until) };
    try {
      await liftSuspension(ctx, s.user_id, { operatorId: null, role: 'trust', reason: SUSPENSION_ENDED_REASON, ip: null, requestId: null }, key);
    } catch (err) {
      if (!(err instanceof AppError && (err.status === 409 || err.status === 404))) throw err;
    }
    return undefined;
  };

/** The suspensions' job kind, registered from the console's account-actions plugin. */
export const suspensionJobKinds =
  (closeSockets: SuspensionContext['closeSockets']): JobKinds =>
  ({ deps, log }) => ({ [SUSPENSION_END_JOB]: endJob({ deps, log, closeSockets }) });
