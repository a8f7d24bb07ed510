import type { AppDeps } from '../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { UNSAVED_AVAILABILITY, defaultAvailability, isTimeZone, type Availability } from '#shared/domain/availability';
import type { PricingTier } from '#shared/domain/gig-pricing';
import { PUBLIC_GIG_NOT_FOUND_MESSAGE } from '#shared/domain/search-answers';
import {
  occupiedMinutes,
  openSlots,
  proposedTimeMessage,
  requestExpiresAt,
  slotMessage,
  slotProblem,
  type SlotContext,
} from '#shared/domain/slots';
import type { GigSlots } from '#shared/contract/http/availability';
import type { Queryable, Tx } from '../../db/queryable';
import type { BookingRow } from '../bookings/repo';
import { busySessions, loadAvailability, lockExpertCalendar, saveAvailability } from './repo';

const DAY = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

export type Schedule = ReturnType<typeof createSchedule>;

/**
 * The expert's calendar rules applied: their availability, the open slots of a package,
 * the check of a booking request's proposed times (and when it expires), and the check of an
 * accept inside its transaction, serialised per expert so two overlapping accepts cannot both win.
 */
export function createSchedule(deps: AppDeps) {
  const db = deps.db.kysely;

  /** The rules in force for an expert: theirs, or the defaults of a new expert when they have not saved any. */
  async function rulesOf(q: Queryable, expertId: string): Promise<Availability> {
    return (await loadAvailability(q, expertId)) ?? UNSAVED_AVAILABILITY;
  }

  /** What the slot rules need around some start times (the sessions of the days about them). */
  async function contextAround(
    q: Queryable,
    expertId: string,
    minutes: number,
    times: readonly number[],
    exceptBookingId: string | null = null,
  ): Promise<SlotContext> {
    const availability = await rulesOf(q, expertId);
    const from = iso(Math.min(...times) - 2 * DAY);
    const to = iso(Math.max(...times) + 2 * DAY);
    const busy = await busySessions(q, expertId, from, to, exceptBookingId);
    return { availability, minutes, busy, now: deps.clock.now() };
  }

  /** The expert's availability for their editor: saved, or weekdays 9 to 5 in the zone they are in. */
  async function forEditor(expertId: string, deviceZone: string | undefined): Promise<{ availability: Availability; saved: boolean }> {
    const saved = await loadAvailability(db, expertId);
    if (saved) return { availability: saved, saved: true };
    return { availability: defaultAvailability(deviceZone && isTimeZone(deviceZone) ? deviceZone : 'UTC'), saved: false };
  }

  async function save(expertId: string, a: Availability): Promise<{ availability: Availability; saved: boolean }> {
    await saveAvailability(db, expertId, a, deps.clock.now());
    return forEditor(expertId, undefined);
  }

  /**
   * Checks a booking request's proposed times against the expert's calendar (400 naming the first
   * time that does not fit) and answers when the request expires.
   */
  async function checkRequest(
    expertId: string,
    pkg: { session_time: string; extra_time: string },
    times: readonly string[],
    buyerZone: string,
  ): Promise<{ expiresAt: string }> {
    const minutes = occupiedMinutes(pkg.session_time, pkg.extra_time);
    const ctx = await contextAround(db, expertId, minutes, times.map((t) => Date.parse(t)));
    for (const t of times) {
      const problem = slotProblem(t, ctx);
      if (problem) {
        const message = proposedTimeMessage(t, buyerZone, problem, ctx.availability);
        throw badRequest(message, { proposedTimes: message }, 'SLOT_UNAVAILABLE');
      }
    }
    return { expiresAt: requestExpiresAt(ctx.now, times, ctx.availability.noticeHours) };
  }

  /**
   * The accept's check, run inside its transaction before the booking moves: locks the expert's
   * calendar, then refuses (409) a time that no longer fits their availability or overlaps another
   * accepted session.
   */
  const acceptGuard =
    (scheduledAt: string) =>
    async (trx: Tx, row: BookingRow): Promise<void> => {
      await lockExpertCalendar(trx, deps.db.kind, row.expert_id);
      const minutes = occupiedMinutes(row.session_time, row.extra_time);
      const ctx = await contextAround(trx, row.expert_id, minutes, [Date.parse(scheduledAt)], row.id);
      const problem = slotProblem(scheduledAt, ctx);
      if (problem) throw conflict(slotMessage(problem, 'expert', ctx.availability), 'SLOT_UNAVAILABLE');
    };

  /** The open start times of one package of an active gig no operator hid. */
  async function gigSlots(gigId: string, tier: PricingTier): Promise<GigSlots> {
    const gig = await db
      .selectFrom('gigs as g')
      .innerJoin('gig_packages as p', (j) => j.onRef('p.gig_id', '=', 'g.id').on('p.tier', '=', tier))
      .select(['g.expert_id', 'p.session_time', 'p.extra_time'])
      .where('g.id', '=', gigId)
      .where('g.active', '=', 1)
      .where('g.hidden_at', 'is', null)
      .executeTakeFirst();
    if (!gig) throw notFound(PUBLIC_GIG_NOT_FOUND_MESSAGE);
    const saved = await loadAvailability(db, gig.expert_id);
    const availability = saved ?? UNSAVED_AVAILABILITY;
    const now = deps.clock.now();
    const busy = await busySessions(db, gig.expert_id, iso(now.getTime() - DAY), iso(now.getTime() + (availability.horizonDays + 1) * DAY));
    const minutes = occupiedMinutes(gig.session_time, gig.extra_time);
    const slots = openSlots({ availability, minutes, busy, now });
    return {
      timeZone: availability.timeZone,
      anyTime: saved === null,
      minutes,
      noticeHours: availability.noticeHours,
      horizonDays: availability.horizonDays,
      slots,
      nextOpenSlot: slots[0] ?? null,
    };
  }

  return { forEditor, save, checkRequest, acceptGuard, gigSlots };
}
