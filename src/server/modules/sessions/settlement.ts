import type { AppDeps } from '../context';
import { sessionWindow } from '#shared/domain/session';
import { settleSession } from '#shared/domain/session-settlement';
import type { JobHandler } from '../../jobs/runner';
import { findBooking } from '../bookings/repo';
import type { TransitionRunner } from '../bookings/transitions';
import { attendanceOf } from './attendance';

/**
 * The settlement job of one booking (issue 15): once its room's window has closed, its attendance
 * decides the stage (domain/session-settlement) and the transition moves the credits, in one
 * transaction, once (a conditional move from `accepted`: a second run, or a buyer who completed it
 * early, leaves it as it is). Asked too early (a clock ahead of this one), it runs again at the close.
 */
export function settlementJob(deps: AppDeps, runner: TransitionRunner): JobHandler {
  const db = deps.db.kysely;
  return async ({ key: bookingId }) => {
    const row = await findBooking(db, bookingId);
    if (!row || row.stage !== 'accepted' || !row.scheduled_at) return;
    const window = sessionWindow(row.scheduled_at, row.session_time, row.extra_time);
    if (deps.clock.now().getTime() < window.closesAt.getTime()) return { runAgainAt: window.closesAt };
    const { outcome } = settleSession({
      window,
      buyerId: row.buyer_id,
      expertId: row.expert_user_id,
      stretches: await attendanceOf(db, bookingId),
    });
    await runner.settle(row, outcome);
  };
}
