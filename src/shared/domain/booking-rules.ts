/**
 * The booking rules without schemas: stages, limits, messages and how a session's time is written.
 * Pages that only show a booking or a gig import these, and build none of the schemas of ./booking:
 * zod stays out of their scripts.
 */
import type { OrderStatus } from './orders';
import { english } from '#shared/i18n/english';
import { dateTimeFormat } from '#shared/i18n/intl-cache';

/**
 * Bookings: a buyer books one package of a gig, proposing up to three start times; the
 * package's credits are held from the buyer's wallet until the booking ends. The spec shows three
 * statuses (Completed, Pending, Failed); the server keeps a finer internal stage.
 */
export const BOOKING_STAGES = [
  'requested',
  'accepted',
  'completed',
  'declined',
  'cancelled',
  'expired',
  // How the session's settlement ended it, besides `completed` (domain/session-settlement).
  'expert_no_show',
  'buyer_no_show',
  'not_held',
] as const;
export type BookingStage = (typeof BOOKING_STAGES)[number];

const STAGE_STATUS: Record<BookingStage, OrderStatus> = {
  requested: 'Pending',
  accepted: 'Pending',
  completed: 'Completed',
  declined: 'Failed',
  cancelled: 'Failed',
  expired: 'Failed',
  expert_no_show: 'Failed',
  // The order was delivered as far as the expert could: the credits went to the expert.
  buyer_no_show: 'Completed',
  not_held: 'Failed',
};
export const statusOfStage = (stage: BookingStage): OrderStatus => STAGE_STATUS[stage];

/** What became of a booking's held credits in each stage: still held, back to the buyer, or paid to the expert. */
export type StageCredits = 'held' | 'refunded' | 'released';
const STAGE_CREDITS: Record<BookingStage, StageCredits> = {
  requested: 'held',
  accepted: 'held',
  completed: 'released',
  declined: 'refunded',
  cancelled: 'refunded',
  expired: 'refunded',
  expert_no_show: 'refunded',
  buyer_no_show: 'released',
  not_held: 'refunded',
};
export const creditsOfStage = (stage: BookingStage): StageCredits => STAGE_CREDITS[stage];

export const MAX_PROPOSED_TIMES = 3;
/** Proposed start times lie within this many days from now. */
export const BOOKING_WINDOW_DAYS = 60;
/** A request the expert does not answer within this many hours expires and is refunded. */
export const REQUEST_EXPIRY_HOURS = 72;
export const REQUEST_EXPIRY_MS = REQUEST_EXPIRY_HOURS * 3600 * 1000;
export const BOOKING_NOTE_MAX = 500;

export const PROPOSED_TIME_REQUIRED_MESSAGE = english('messages:booking.proposedTimeRequired');
export const TOO_MANY_TIMES_MESSAGE = english('messages:booking.tooManyTimes', { max: MAX_PROPOSED_TIMES });
export const DUPLICATE_TIMES_MESSAGE = english('messages:booking.duplicateTimes');
export const TIME_IN_PAST_MESSAGE = english('messages:booking.timeInPast');
export const TIME_TOO_FAR_MESSAGE = english('messages:booking.timeTooFar', { days: BOOKING_WINDOW_DAYS });
export const INVALID_TIME_MESSAGE = english('messages:booking.invalidTime');
export const NOTE_TOO_LONG_MESSAGE = english('messages:booking.noteTooLong', { max: BOOKING_NOTE_MAX });
export const NOT_ENOUGH_CREDITS_MESSAGE = english('messages:booking.notEnoughCredits');
export const OWN_GIG_MESSAGE = english('messages:booking.ownGig');
export const BOOKING_NOT_FOUND_MESSAGE = english('messages:booking.notFound');
export const TIME_PASSED_MESSAGE = english('messages:booking.timePassed');

/** The answer when a transition is asked of a booking in a stage it cannot leave that way. */
export function stageConflictMessage(stage: BookingStage): string {
  switch (stage) {
    case 'requested':
      return 'This booking has not been accepted yet.';
    case 'accepted':
      return 'This booking has already been accepted.';
    case 'completed':
      return 'This booking is already completed.';
    case 'declined':
      return 'This booking was declined.';
    case 'cancelled':
      return 'This booking was cancelled.';
    case 'expired':
      return 'This booking expired.';
    case 'expert_no_show':
      return 'This session is over: the expert did not join, and the buyer was refunded.';
    case 'buyer_no_show':
      return 'This session is over: the buyer did not join.';
    case 'not_held':
      return 'This session is over: it was not held, and the buyer was refunded.';
  }
}

/**
 * The rule on proposed times that depends on "now": none in the past, none beyond the booking
 * window. The dialog checks it against the device clock, the server against its own.
 */
export function proposedTimesError(times: readonly string[], now: Date): string | null {
  const limit = now.getTime() + BOOKING_WINDOW_DAYS * 24 * 3600 * 1000;
  for (const t of times) {
    const ms = Date.parse(t);
    if (Number.isNaN(ms)) return INVALID_TIME_MESSAGE;
    if (ms < now.getTime()) return TIME_IN_PAST_MESSAGE;
    if (ms > limit) return TIME_TOO_FAR_MESSAGE;
  }
  return null;
}

/** A start time as people read it, in a given IANA time zone, with the zone's short name ("3 Mar 2026, 14:30 GMT+5:30"). */
export function formatSessionTime(iso: string, timeZone: string | undefined, locale = 'en-GB'): string {
  const date = new Date(iso);
  const opts: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    const zone = dateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value;
    const text = dateTimeFormat(locale, { ...opts, timeZone }).format(date);
    return zone ? `${text} ${zone}` : text;
  } catch {
    return `${dateTimeFormat(locale, { ...opts, timeZone: 'UTC' }).format(date)} UTC`;
  }
}
