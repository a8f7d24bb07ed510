import { randomUUID } from 'node:crypto';
import { NOT_ENOUGH_CREDITS_MESSAGE } from '#shared/domain/booking';
import { ONLY_BUYER_MESSAGE } from '#shared/domain/booking-answers';
import { OFFER_MESSAGES, REQUEST_MESSAGES, tierOfSessionTime } from '#shared/domain/requests';
import { occupiedMinutes, slotMessage, slotProblem } from '#shared/domain/slots';
import { UNSAVED_AVAILABILITY } from '#shared/domain/availability';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { AppDeps } from '../context';
import { scheduleJobs } from '../../jobs/schedule';
import type { Tx } from '../../db/queryable';
import { busySessions, loadAvailability, lockExpertCalendar } from '../availability/repo';
import { acceptedJobs } from '../bookings/jobs-schedule';
import { feePercentFor } from '../wallet/fee-percent';
import { holdCredits, InsufficientCredits } from '../wallet/ledger';
import { refuseIfSuspended } from '../users/suspension';
import { findRequest } from './repo';
import type { RequestOffersTable, RequestsTable } from './tables';

const DAY_MS = 86_400_000;

/** Thrown inside the accept's transaction to roll it back with the answer the caller gets. */
const offerGone = () => conflict(OFFER_MESSAGES.notOpen, 'OFFER_NOT_OPEN');

/**
 * The buyer accepts one offer and one of its times: in one transaction the request moves from open to
 * booked (the one conditional UPDATE that decides a single winner among parallel accepts), the offer to
 * accepted, the time is checked against the expert's calendar (locked), the credits are held as for any
 * booking, and the booking is written already accepted with its session's jobs; the other open offers
 * close. Answers the booking's id (the same accept again answers it, not created), and the experts whose offers closed.
 */
export async function acceptOffer(
  deps: AppDeps,
  input: { requestId: string; offerId: string; userId: string; scheduledAt: string },
): Promise<{ bookingId: string; created: boolean; closedExpertIds: string[]; request: RequestsTable }> {
  const db = deps.db.kysely;
  const now = deps.clock.now();
  const iso = now.toISOString();
  const r = await findRequest(db, input.requestId);
  if (!r) throw notFound(REQUEST_MESSAGES.notFound);
  if (r.buyer_id !== input.userId) {
    const matched = await db
      .selectFrom('request_matches as m')
      .innerJoin('expert_profiles as e', 'e.id', 'm.expert_id')
      .select('m.expert_id')
      .where('m.request_id', '=', r.id)
      .where('e.user_id', '=', input.userId)
      .executeTakeFirst();
    if (matched) throw forbidden(ONLY_BUYER_MESSAGE);
    throw notFound(REQUEST_MESSAGES.notFound);
  }
  const offer = await db.selectFrom('request_offers').selectAll().where('id', '=', input.offerId).where('request_id', '=', r.id).executeTakeFirst();
  if (!offer) throw notFound(OFFER_MESSAGES.notFound);
  const times = JSON.parse(offer.times_json) as string[];
  if (!times.includes(input.scheduledAt)) throw badRequest(OFFER_MESSAGES.pickTime, { scheduledAt: OFFER_MESSAGES.pickTime });
  if (r.state === 'booked' && offer.state === 'accepted' && r.booking_id) {
    const same = await db.selectFrom('bookings').select('scheduled_at').where('id', '=', r.booking_id).executeTakeFirst();
    if (same?.scheduled_at === input.scheduledAt) return { bookingId: r.booking_id, created: false, closedExpertIds: [], request: r };
  }
  if (r.state !== 'open' || r.expires_at <= iso) throw conflict(REQUEST_MESSAGES.notOpen, 'REQUEST_NOT_OPEN');
  if (offer.state !== 'open' || offer.expires_at <= iso) throw offerGone();
  await refuseIfSuspended(db, input.userId);

  const expert = await db.selectFrom('expert_profiles').select(['id', 'user_id']).where('id', '=', offer.expert_id).executeTakeFirstOrThrow();
  const feePercent = await feePercentFor({ config: deps.config, db }, expert.user_id, now);
  const bookingId = randomUUID();
  try {
    const closedExpertIds = await db.transaction().execute(async (trx) => {
      const won = await trx
        .updateTable('requests')
        .set({ state: 'booked', booking_id: bookingId, updated_at: iso })
        .where('id', '=', r.id)
        .where('state', '=', 'open')
        .where('expires_at', '>', iso)
        .executeTakeFirst();
      if (Number(won.numUpdatedRows) !== 1) throw conflict(REQUEST_MESSAGES.notOpen, 'REQUEST_NOT_OPEN');
      const taken = await trx
        .updateTable('request_offers')
        .set({ state: 'accepted', updated_at: iso })
        .where('id', '=', offer.id)
        .where('state', '=', 'open')
        .where('expires_at', '>', iso)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw offerGone();
      await checkTime(deps, trx, offer, input.scheduledAt, now);
      await holdCredits(trx, deps.db.kind, {
        userId: r.buyer_id,
        credits: offer.credits,
        bookingId,
        note: { key: 'held', gig: r.title, package: offer.package_title },
        now,
      });
      const booking = {
        id: bookingId,
        session_time: offer.session_time,
        extra_time: offer.extra_time,
      };
      await trx
        .insertInto('bookings')
        .values({
          id: bookingId,
          buyer_id: r.buyer_id,
          expert_id: offer.expert_id,
          gig_id: offer.gig_id,
          gig_title: r.title,
          skill: r.skill ?? r.software ?? '',
          tier: offer.tier ?? tierOfSessionTime(offer.session_time),
          package_title: offer.package_title,
          session_time: offer.session_time,
          extra_time: offer.extra_time,
          credits: offer.credits,
          fee_percent: feePercent,
          stage: 'accepted',
          proposed_times_json: offer.times_json,
          scheduled_at: input.scheduledAt,
          note: offer.message,
          decline_reason: '',
          buyer_time_zone: r.time_zone,
          request_id: null,
          expires_at: iso,
          created_at: iso,
          updated_at: iso,
        })
        .execute();
      await trx
        .insertInto('booking_events')
        .values({ id: randomUUID(), booking_id: bookingId, from_stage: null, to_stage: 'accepted', actor: 'buyer', actor_user_id: r.buyer_id, created_at: iso })
        .execute();
      await scheduleJobs(trx, acceptedJobs(booking, input.scheduledAt, now), now);
      const others = await trx.selectFrom('request_offers').select('expert_id').where('request_id', '=', r.id).where('state', '=', 'open').execute();
      await trx.updateTable('request_offers').set({ state: 'closed', updated_at: iso }).where('request_id', '=', r.id).where('state', '=', 'open').execute();
      return others.map((o) => o.expert_id);
    });
    return { bookingId, created: true, closedExpertIds, request: r };
  } catch (err) {
    if (err instanceof InsufficientCredits) {
      throw new AppError(402, 'INSUFFICIENT_CREDITS', NOT_ENOUGH_CREDITS_MESSAGE, {
        credits: NOT_ENOUGH_CREDITS_MESSAGE,
      });
    }
    throw err;
  }
}

/** The time still fits the expert's calendar, locked so two accepts of one expert cannot both take it (409). */
async function checkTime(deps: AppDeps, trx: Tx, offer: RequestOffersTable, scheduledAt: string, now: Date): Promise<void> {
  await lockExpertCalendar(trx, deps.db.kind, offer.expert_id);
  const availability = (await loadAvailability(trx, offer.expert_id)) ?? UNSAVED_AVAILABILITY;
  const at = Date.parse(scheduledAt);
  const busy = await busySessions(trx, offer.expert_id, new Date(at - 2 * DAY_MS).toISOString(), new Date(at + 2 * DAY_MS).toISOString());
  const problem = slotProblem(scheduledAt, { availability, minutes: occupiedMinutes(offer.session_time, offer.extra_time), busy, now });
  if (problem) throw conflict(slotMessage(problem, 'expert', availability), 'SLOT_UNAVAILABLE');
}
