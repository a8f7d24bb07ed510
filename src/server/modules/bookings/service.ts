import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AppDeps } from '../context';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { BOOKING_NOT_FOUND_MESSAGE, NOT_ENOUGH_CREDITS_MESSAGE, OWN_GIG_MESSAGE, proposedTimesError, type OrdersQuery, type createBookingBodySchema } from '#shared/domain/booking';
import { GIG_NOT_BOOKABLE_MESSAGE } from '#shared/domain/booking-answers';
import type { Booking } from '#shared/contract/http/bookings';
import { holdCredits, InsufficientCredits } from '../wallet/ledger';
import { feePercentFor } from '../wallet/fee-percent';
import { createSchedule } from '../availability/schedule';
import { scheduleJobs } from '../../jobs/schedule';
import { isUniqueViolation } from './db-errors';
import { requestJobs } from './jobs-schedule';
import type { BookingMailer } from './mail';
import { cancellationOf, expertIdOf, findBooking, listBookings, toBooking, type BookingRow } from './repo';
import { sessionCancellationSplit } from './session-cancel';
import { sessionStarted } from '#shared/domain/session-cancellation';
import { blockedEither, bookingBlocked } from '../messages/blocks';
import { refuseIfSuspended, suspensionOf } from '../users/suspension';

type CreateBody = z.output<typeof createBookingBodySchema>;

export type BookingService = ReturnType<typeof createBookingService>;

/** Reading bookings, and booking a package (the hold and the booking in one transaction). */
export function createBookingService(deps: AppDeps, mail: BookingMailer) {
  const db = deps.db.kysely;
  const schedule = createSchedule(deps);

  /** The booking as its buyer or expert sees it; anyone else is told it does not exist. */
  async function visibleRow(id: string, userId: string): Promise<BookingRow> {
    const row = await findBooking(db, id);
    if (!row || (row.buyer_id !== userId && row.expert_user_id !== userId))
      throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    return row;
  }

  /** One booking; its buyer is told, while the session may still be cancelled, what cancelling it now would do. */
  async function get(id: string, userId: string): Promise<Booking> {
    const row = await visibleRow(id, userId);
    const now = deps.clock.now();
    const cancellable = row.stage === 'accepted' && row.buyer_id === userId && row.scheduled_at && !sessionStarted(row.scheduled_at, now);
    const offer = cancellable && row.scheduled_at ? cancellationOf(await sessionCancellationSplit(db, row, now), row.scheduled_at) : null;
    return toBooking(row, userId, offer);
  }

  async function listMine(userId: string, query: OrdersQuery): Promise<Booking[]> {
    return listBookings(db, { buyerId: userId }, query, userId, deps.clock.now());
  }

  async function listExpert(userId: string, query: OrdersQuery): Promise<Booking[]> {
    const expertId = await expertIdOf(db, userId);
    return listBookings(db, { expertId }, query, userId, deps.clock.now());
  }

  async function byRequestId(userId: string, requestId: string | undefined): Promise<BookingRow | undefined> {
    if (!requestId) return undefined;
    const hit = await db
      .selectFrom('bookings')
      .select('id')
      .where('buyer_id', '=', userId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    return hit ? findBooking(db, hit.id) : undefined;
  }

  /**
   * Books one package of a gig. The hold (wallet locked, balance checked, entry appended) and the
   * booking are written in one transaction, so neither exists without the other.
   */
  async function create(userId: string, body: CreateBody): Promise<{ booking: Booking; created: boolean }> {
    const repeat = await byRequestId(userId, body.requestId);
    if (repeat) return { booking: toBooking(repeat, userId), created: false };
    const now = deps.clock.now();
    const timesError = proposedTimesError(body.proposedTimes, now);
    if (timesError) throw badRequest(timesError, { proposedTimes: timesError }, 'VALIDATION');
    const gig = await db
      .selectFrom('gigs as g')
      .innerJoin('gig_packages as p', (j) => j.onRef('p.gig_id', '=', 'g.id').on('p.tier', '=', body.tier))
      .innerJoin('expert_profiles as e', 'e.id', 'g.expert_id')
      .select(['g.id', 'g.title', 'g.sub_category', 'g.active', 'g.hidden_at', 'g.expert_id', 'e.user_id as expert_user_id'])
      .select(['p.title as package_title', 'p.credits', 'p.session_time', 'p.extra_time'])
      .where('g.id', '=', body.gigId)
      .executeTakeFirst();
    if (!gig) throw notFound(GIG_NOT_BOOKABLE_MESSAGE);
    if (gig.expert_user_id === userId) throw forbidden(OWN_GIG_MESSAGE);
    // A gig its expert switched off, one an operator hid, or a suspended expert's (out of every list; one
    // still open in a tab) takes no booking.
    if (!gig.active || gig.hidden_at !== null || (await suspensionOf(db, gig.expert_user_id))) throw conflict(GIG_NOT_BOOKABLE_MESSAGE, 'GIG_INACTIVE');
    await refuseIfSuspended(db, userId);
    if (await blockedEither(db, userId, gig.expert_user_id)) throw bookingBlocked();
    // Every proposed time fits the expert's calendar; the request expires once none can be accepted.
    const { expiresAt } = await schedule.checkRequest(gig.expert_id, gig, body.proposedTimes, body.timeZone);
    const id = randomUUID();
    const iso = now.toISOString();
    const feePercent = await feePercentFor({ config: deps.config, db }, gig.expert_user_id, now);
    try {
      await db.transaction().execute(async (trx) => {
        await holdCredits(trx, deps.db.kind, {
          userId,
          credits: gig.credits,
          bookingId: id,
          note: { key: 'held', gig: gig.title, package: gig.package_title },
          now,
        });
        await trx
          .insertInto('bookings')
          .values({
            id,
            buyer_id: userId,
            expert_id: gig.expert_id,
            gig_id: gig.id,
            gig_title: gig.title,
            skill: gig.sub_category,
            tier: body.tier,
            package_title: gig.package_title,
            session_time: gig.session_time,
            extra_time: gig.extra_time,
            credits: gig.credits,
            fee_percent: feePercent,
            stage: 'requested',
            proposed_times_json: JSON.stringify([...body.proposedTimes].sort()),
            scheduled_at: null,
            note: body.note,
            decline_reason: '',
            buyer_time_zone: body.timeZone,
            request_id: body.requestId ?? null,
            expires_at: expiresAt,
            created_at: iso,
            updated_at: iso,
          })
          .execute();
        await trx
          .insertInto('booking_events')
          .values({
            id: randomUUID(),
            booking_id: id,
            from_stage: null,
            to_stage: 'requested',
            actor: 'buyer',
            actor_user_id: userId,
            created_at: iso,
          })
          .execute();
        await scheduleJobs(trx, requestJobs(id, expiresAt), now);
      });
    } catch (err) {
      if (err instanceof InsufficientCredits) {
        throw new AppError(402, 'INSUFFICIENT_CREDITS', NOT_ENOUGH_CREDITS_MESSAGE, {
          credits: `This package costs ${err.needed} credits; your balance is ${err.balance}.`,
        });
      }
      if (isUniqueViolation(err)) {
        const again = await byRequestId(userId, body.requestId);
        if (again) return { booking: toBooking(again, userId), created: false };
      }
      throw err;
    }
    const row = await findBooking(db, id);
    if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    await mail('requested', row);
    return { booking: toBooking(row, userId), created: true };
  }

  return { get, visibleRow, listMine, listExpert, create };
}
