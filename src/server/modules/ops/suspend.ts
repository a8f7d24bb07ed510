import { randomUUID } from 'node:crypto';
import { ACCOUNT_ACTIONS, OPS_ACCOUNT_FIELD_MESSAGES, OPS_ACCOUNT_MESSAGES } from '#shared/domain/ops-account-actions';
import type { Queryable, Tx } from '../../db/queryable';
import { badRequest, conflict, notFound } from '../../http/errors';
import { scheduleJobs } from '../../jobs/schedule';
import { applyTransition, transitions } from '../bookings/transitions';
import { findBooking } from '../bookings/repo';
import type { AppDeps } from '../context';
import type { ActingOperator, SuspensionContext } from './suspension-context';
import { setSuspended } from '../users/suspension';
import { resumeHeldPayouts } from '../wallet/payout-jobs';
import { recordAudit } from './audit';
import { tellOtherParties } from './suspension-booking-mail';
import { liftedMail, suspendedMail } from './suspension-mail';
import { toSuspension } from './suspension-reads';
import type { AccountSuspensionsTable } from './tables';

/** The end-date job's kind; its key is the suspension's id. */
export const SUSPENSION_END_JOB = 'ops.suspension-end';

/** The account as an action finds it: 404 when there is none, 409 when it is deleted. */
export async function actionTarget(db: Queryable, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'language', 'email_verified', 'suspended_at', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound(OPS_ACCOUNT_MESSAGES.notFound);
  if (user.deleted_at !== null) throw conflict(OPS_ACCOUNT_MESSAGES.deleted(user.deleted_at), 'ACCOUNT_DELETED');
  return user;
}

const openSuspension = (db: Queryable, userId: string) =>
  db.selectFrom('account_suspensions').selectAll().where('user_id', '=', userId).where('lifted_at', 'is', null).executeTakeFirst();

/** The account's active bookings, as buyer or as expert: the ones a suspension cancels unless kept. */
async function activeBookings(db: Queryable, userId: string): Promise<{ id: string; stage: 'requested' | 'accepted' }[]> {
  const rows = await db
    .selectFrom('bookings as b')
    .innerJoin('expert_profiles as e', 'e.id', 'b.expert_id')
    .select(['b.id', 'b.stage'])
    .where((eb) => eb.or([eb('b.buyer_id', '=', userId), eb('e.user_id', '=', userId)]))
    .where('b.stage', 'in', ['requested', 'accepted'])
    .orderBy('b.created_at')
    .orderBy('b.id')
    .execute();
  return rows.map((r) => ({ id: r.id, stage: r.stage === 'accepted' ? 'accepted' : 'requested' }));
}

/** Ends every session of the account (revoked rows are refused on every instance at the next request); answers their ids. */
export async function revokeAllSessions(trx: Tx, userId: string, at: string): Promise<string[]> {
  const rows = await trx.selectFrom('auth_sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  const ids = rows.map((r) => r.id);
  if (ids.length > 0) await trx.updateTable('auth_sessions').set({ revoked_at: at }).where('id', 'in', ids).execute();
  return ids;
}

const sendQuietly = async (ctx: SuspensionContext, mail: Parameters<AppDeps['mailer']['send']>[0], what: string) => {
  try {
    await ctx.deps.mailer.send(mail);
  } catch (err) {
    ctx.log.warn({ err }, `${what} mail could not be sent`);
  }
};

export interface SuspendInput {
  userId: string;
  until: string | null;
  keepBookings: readonly string[];
}

/**
 * Suspends an account, all in one transaction: the flag (sign-in refused, tokens refused at once,
 * reviews held back, gigs out of the search index by its trigger), every session revoked, every
 * active booking cancelled with its credits back to the buyer except those kept, the end-date job,
 * the suspension's row and one audit row. Then the live sockets close, the user is mailed and so is
 * the other party of each cancelled booking.
 * Refused before anything is written: an end not in the future, a kept booking that is not one of
 * its active bookings (400), an account suspended already (409, with since when and until when).
 */
export async function suspendAccount(ctx: SuspensionContext, input: SuspendInput, by: ActingOperator) {
  const { deps } = ctx;
  const db = deps.db.kysely;
  const now = deps.clock.now();
  const iso = now.toISOString();
  if (input.until !== null && Date.parse(input.until) <= now.getTime())
    throw badRequest(OPS_ACCOUNT_FIELD_MESSAGES.untilPast, { until: OPS_ACCOUNT_FIELD_MESSAGES.untilPast });
  const done = await db.transaction().execute(async (trx) => {
    const user = await actionTarget(trx, input.userId);
    const active = await activeBookings(trx, user.id);
    const unknown = input.keepBookings.find((id) => !active.some((b) => b.id === id));
    if (unknown !== undefined) throw badRequest(OPS_ACCOUNT_FIELD_MESSAGES.keepUnknown(unknown), { keepBookings: OPS_ACCOUNT_FIELD_MESSAGES.keepUnknown(unknown) });
    // The one conditional write decides between two operators suspending at once.
    const flagged = await trx.updateTable('users').set({ suspended_at: iso }).where('id', '=', user.id).where('suspended_at', 'is', null).executeTakeFirst();
    if (Number(flagged.numUpdatedRows) !== 1) {
      const open = await openSuspension(trx, user.id);
      throw conflict(OPS_ACCOUNT_MESSAGES.alreadySuspended(open?.suspended_at ?? user.suspended_at ?? iso, open?.until ?? null), 'ALREADY_SUSPENDED');
    }
    await setSuspended(trx, user.id, now);
    const sessionIds = await revokeAllSessions(trx, user.id, iso);
    const cancelled: string[] = [];
    for (const b of active) {
      if (input.keepBookings.includes(b.id)) continue;
      const row = await findBooking(trx, b.id);
      if (row && (await applyTransition(trx, transitions.cancelForSuspension(b.stage), row, { role: 'system', userId: by.operatorId }, now)))
        cancelled.push(b.id);
    }
    const suspension: AccountSuspensionsTable = {
      id: randomUUID(),
      user_id: user.id,
      operator_id: by.operatorId,
      reason: by.reason,
      suspended_at: iso,
      until: input.until,
      kept_bookings_json: JSON.stringify([...input.keepBookings]),
      lifted_at: null,
      lifted_by: null,
      lift_reason: null,
    };
    await trx.insertInto('account_suspensions').values(suspension).execute();
    if (input.until !== null) await scheduleJobs(trx, [{ kind: SUSPENSION_END_JOB, key: suspension.id, runAt: new Date(input.until) }], now);
    await recordAudit(trx, {
      ...by,
      action: ACCOUNT_ACTIONS.suspend,
      target: { type: 'user', id: user.id },
      before: { suspendedAt: null },
      after: { suspendedAt: iso, until: input.until, keptBookings: [...input.keepBookings], cancelledBookings: cancelled, signedOut: sessionIds.length },
      at: now,
    });
    return { user, suspension, sessionIds, cancelled };
  });
  await ctx.closeSockets(done.user.id, done.sessionIds);
  await sendQuietly(ctx, suspendedMail(done.user, done.suspension.reason, done.suspension.until), 'suspension');
  await tellOtherParties(ctx, done.user.id, done.cancelled);
  return { suspension: toSuspension(done.suspension), cancelledBookings: done.cancelled };
}

/**
 * Lifts an account's suspension: the flag goes (sign-in works again, the gigs are listed again by the
 * index's trigger, the reviews count again), held withdrawals are sent, one audit row, and a mail.
 * `expected` (the end-date job) lifts only that suspension; an operator lifts whichever is open.
 * 409 when the account is not suspended (lifted or ended meanwhile).
 */
export async function liftSuspension(ctx: SuspensionContext, userId: string, by: ActingOperator, expected?: string): Promise<void> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const iso = now.toISOString();
  const user = await deps.db.kysely.transaction().execute(async (trx) => {
    const target = await actionTarget(trx, userId);
    const open = await openSuspension(trx, target.id);
    if (expected !== undefined && open?.id !== expected) throw conflict(OPS_ACCOUNT_MESSAGES.notSuspended, 'NOT_SUSPENDED');
    const unflagged = await trx.updateTable('users').set({ suspended_at: null }).where('id', '=', target.id).where('suspended_at', 'is not', null).executeTakeFirst();
    if (Number(unflagged.numUpdatedRows) !== 1) throw conflict(OPS_ACCOUNT_MESSAGES.notSuspended, 'NOT_SUSPENDED');
    await setSuspended(trx, target.id, null);
    if (open)
      await trx
        .updateTable('account_suspensions')
        .set({ lifted_at: iso, lifted_by: by.operatorId, lift_reason: by.reason })
        .where('id', '=', open.id)
        .execute();
    const resumed = await resumeHeldPayouts(trx, target.id, now);
    await recordAudit(trx, {
      ...by,
      action: ACCOUNT_ACTIONS.lift,
      target: { type: 'user', id: target.id },
      before: { suspendedAt: target.suspended_at, until: open?.until ?? null },
      after: { suspendedAt: null, payoutsResumed: resumed },
      at: now,
    });
    return target;
  });
  await sendQuietly(ctx, liftedMail(user), 'suspension lifted');
}
