import { randomUUID } from 'node:crypto';
import type { BookingDispute } from '#shared/contract/http/disputes';
import { BOOKING_NOT_FOUND_MESSAGE, creditsOfStage, type BookingStage } from '#shared/domain/booking';
import {
  DISPUTE_ANSWER_MS,
  DISPUTE_DECISION_MS,
  DISPUTE_MESSAGES,
  DISPUTE_WINDOW_MS,
  type DisputeSide,
  type OpenDisputeBody,
} from '#shared/domain/dispute';
import type { SettlementOutcome } from '#shared/domain/session-settlement';
import { conflict, notFound } from '../../http/errors';
import { scheduleJobs } from '../../jobs/schedule';
import type { Queryable } from '../../db/queryable';
import type { AppDeps } from '../context';
import { isUniqueViolation } from '../bookings/db-errors';
import { findBooking, type BookingRow } from '../bookings/repo';
import { alreadyDecided } from './decide';
import { DISPUTE_JOBS } from './jobs-schedule';
import { disputeOfBooking, findDispute, lockDispute, postsOf, toDispute } from './repo';
import type { DisputesTable } from './tables';

/** The stages a session settles in: only these can be disputed. */
const SETTLED: readonly BookingStage[] = ['completed', 'expert_no_show', 'buyer_no_show', 'not_held'] satisfies readonly SettlementOutcome[];

/** When the booking entered its settled stage (its transition's event; its last change for older rows). */
async function settledAtOf(db: Queryable, b: BookingRow): Promise<string> {
  const event = await db
    .selectFrom('booking_events')
    .select('created_at')
    .where('booking_id', '=', b.id)
    .where('to_stage', '=', b.stage)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return event?.created_at ?? b.updated_at;
}

/** A change the parties are told of (bell and email), after its transaction committed. */
export type DisputeAnnounce = (event: 'opened' | 'answered', disputeId: string) => Promise<void>;

export type DisputeService = ReturnType<typeof createDisputeService>;

/** The parties' side of disputes: reading one, opening one, writing in its thread. */
export function createDisputeService(deps: AppDeps, announce: DisputeAnnounce) {
  const db = deps.db.kysely;

  /** The booking and the caller's side of it; anyone else is told it does not exist. */
  async function sideOf(bookingId: string, userId: string): Promise<{ booking: BookingRow; side: DisputeSide }> {
    const booking = await findBooking(db, bookingId);
    if (!booking || (booking.buyer_id !== userId && booking.expert_user_id !== userId)) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    return { booking, side: booking.buyer_id === userId ? 'buyer' : 'expert' };
  }

  async function canOpenUntil(b: BookingRow, existing: DisputesTable | undefined): Promise<string | null> {
    if (existing || !SETTLED.includes(b.stage)) return null;
    const until = Date.parse(await settledAtOf(db, b)) + DISPUTE_WINDOW_MS;
    return deps.clock.now().getTime() < until ? new Date(until).toISOString() : null;
  }

  async function answer(b: BookingRow, side: DisputeSide): Promise<BookingDispute> {
    const d = await disputeOfBooking(db, b.id);
    return { dispute: d ? toDispute(d, await postsOf(db, d.id), side) : null, canOpenUntil: await canOpenUntil(b, d) };
  }

  async function read(bookingId: string, userId: string): Promise<BookingDispute> {
    const { booking, side } = await sideOf(bookingId, userId);
    return answer(booking, side);
  }

  /** Opens the booking's dispute: the dispute, its first post and the job of its answer deadline, in one transaction. */
  async function open(bookingId: string, userId: string, body: OpenDisputeBody): Promise<BookingDispute> {
    const { booking: b, side } = await sideOf(bookingId, userId);
    if (!SETTLED.includes(b.stage)) throw conflict(DISPUTE_MESSAGES.notSettled, 'NOT_SETTLED');
    const existing = await disputeOfBooking(db, b.id);
    if (existing?.stage === 'decided') throw alreadyDecided(existing);
    if (existing) throw conflict(DISPUTE_MESSAGES.alreadyOpen, 'DISPUTE_EXISTS');
    if ((await canOpenUntil(b, existing)) === null) throw conflict(DISPUTE_MESSAGES.windowClosed, 'DISPUTE_WINDOW_CLOSED');
    const now = deps.clock.now();
    const iso = now.toISOString();
    const id = randomUUID();
    const answerDue = new Date(now.getTime() + DISPUTE_ANSWER_MS);
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('disputes')
          .values({
            id,
            booking_id: b.id,
            opened_by: side,
            reason: body.reason,
            text: body.text,
            credits: b.credits,
            settled_to_buyer: creditsOfStage(b.stage) === 'refunded' ? 1 : 0,
            stage: 'opened',
            answer_due_at: answerDue.toISOString(),
            answered_at: null,
            decision_due_at: null,
            outcome: null,
            buyer_credits: null,
            decided_by: null,
            operator_id: null,
            decided_at: null,
            created_at: iso,
            updated_at: iso,
          })
          .execute();
        await trx.insertInto('dispute_posts').values({ id: randomUUID(), dispute_id: id, author_id: userId, side, text: body.text, created_at: iso }).execute();
        await scheduleJobs(trx, [{ kind: DISPUTE_JOBS.answerLapse, key: id, runAt: answerDue }], now);
      });
    } catch (err) {
      // Both parties opening at once: the other one's dispute stands.
      if (isUniqueViolation(err)) throw conflict(DISPUTE_MESSAGES.alreadyOpen, 'DISPUTE_EXISTS');
      throw err;
    }
    await announce('opened', id);
    return answer(b, side);
  }

  /**
   * A message in the thread. The other side's first one is the answer: the answer deadline stops and
   * support's starts. A dispute decided meanwhile answers 409 with its decision.
   */
  async function post(disputeId: string, userId: string, text: string): Promise<BookingDispute> {
    const found = await findDispute(db, disputeId);
    if (!found) throw notFound(DISPUTE_MESSAGES.notFound);
    const { booking: b, side } = await sideOf(found.booking_id, userId).catch(() => {
      throw notFound(DISPUTE_MESSAGES.notFound);
    });
    const now = deps.clock.now();
    const iso = now.toISOString();
    const answered = await db.transaction().execute(async (trx) => {
      const d = await lockDispute(trx, deps.db.kind, disputeId);
      if (!d || d.stage === 'decided') throw alreadyDecided(d ?? found);
      await trx.insertInto('dispute_posts').values({ id: randomUUID(), dispute_id: d.id, author_id: userId, side, text, created_at: iso }).execute();
      if (d.stage !== 'opened' || side === d.opened_by) return false;
      const decisionDue = new Date(now.getTime() + DISPUTE_DECISION_MS);
      const moved = await trx
        .updateTable('disputes')
        .set({ stage: 'awaiting_decision', answered_at: iso, decision_due_at: decisionDue.toISOString(), updated_at: iso })
        .where('id', '=', d.id)
        .where('stage', '=', 'opened')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw alreadyDecided((await findDispute(trx, d.id)) ?? d);
      await scheduleJobs(trx, [{ kind: DISPUTE_JOBS.decisionLapse, key: d.id, runAt: decisionDue }], now);
      return true;
    });
    if (answered) await announce('answered', disputeId);
    return answer(b, side);
  }

  return { read, open, post };
}
