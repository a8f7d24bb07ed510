import { DateTime } from 'luxon';
import { REQUEST_EXPIRY_MS, TIME_IN_PAST_MESSAGE, TIME_PASSED_MESSAGE, formatSessionTime } from './booking';
import { SLOT_STEP_MINUTES, WEEKDAYS, minutesOfDay, type Availability, type TimeRange } from './availability';
import { parseDurationMinutes } from './session';
import { english } from '#shared/i18n/english';

/**
 * Open slots and the check of a proposed start time, from an expert's availability, the
 * package's length and the expert's accepted sessions. Wall times are the expert's, in their IANA
 * zone, through Luxon: a range of hours is as long as the clock says on that date (a range across
 * the spring change is an hour shorter, across the autumn change an hour longer), and a start in
 * the hour the clocks skip does not exist. Instants are ISO-8601 UTC strings.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long a session keeps the expert busy: its session time and its extra time (the room stays open through both). */
export function occupiedMinutes(sessionTime: string, extraTime: string): number {
  return Math.max(1, (parseDurationMinutes(sessionTime) ?? 0) + (parseDurationMinutes(extraTime) ?? 0));
}

/** An accepted session of the expert: when it starts and how many minutes it keeps them busy. */
export interface BusySession {
  start: string;
  minutes: number;
}

export interface SlotContext {
  availability: Availability;
  /** The package's occupied minutes (occupiedMinutes). */
  minutes: number;
  /** The expert's accepted sessions (any around the times asked about). */
  busy: readonly BusySession[];
  now: Date;
}

/** Why a start time is not open, most telling first. */
export type SlotProblem = 'past' | 'notice' | 'horizon' | 'hours' | 'dayFull' | 'overlap';

/** The messages of each problem, for the buyer who proposes a time and for the expert who accepts one. */
export const SLOT_MESSAGES = {
  buyer: {
    past: TIME_IN_PAST_MESSAGE,
    notice: (hours: number) => english('messages:slots.buyer.notice', { count: hours }),
    horizon: (days: number) => english('messages:slots.buyer.horizon', { count: days }),
    hours: english('messages:slots.buyer.hours'),
    dayFull: english('messages:slots.buyer.dayFull'),
    overlap: english('messages:slots.buyer.overlap'),
  },
  expert: {
    past: TIME_PASSED_MESSAGE,
    notice: (hours: number) => english('messages:slots.expert.notice', { count: hours }),
    horizon: (days: number) => english('messages:slots.expert.horizon', { days }),
    hours: english('messages:slots.expert.hours'),
    dayFull: english('messages:slots.expert.dayFull'),
    overlap: english('messages:slots.expert.overlap'),
  },
} as const;

export function slotMessage(problem: SlotProblem, who: 'buyer' | 'expert', a: Availability): string {
  const m = SLOT_MESSAGES[who];
  if (problem === 'notice') return m.notice(a.noticeHours);
  if (problem === 'horizon') return m.horizon(a.horizonDays);
  return m[problem];
}

/** A proposed time's problem as the buyer reads it, the time named in their zone ("3 Mar 2026, 14:30 GMT+5:30: …"). */
export function proposedTimeMessage(iso: string, buyerZone: string, problem: SlotProblem, a: Availability): string {
  return `${formatSessionTime(iso, buyerZone)}: ${slotMessage(problem, 'buyer', a)}`;
}

interface Interval {
  start: number;
  end: number;
}

/** The ranges of hours of one of the expert's dates: its extra date's, none on a day off, else its weekday's. */
function rangesOn(a: Availability, date: DateTime): readonly TimeRange[] {
  const iso = date.toISODate() ?? '';
  if (a.datesOff.includes(iso)) return [];
  const extra = a.extraDates.find((d) => d.date === iso);
  if (extra) return extra.ranges;
  return a.weekly[WEEKDAYS[date.weekday - 1] ?? 'mon'];
}

/**
 * The instant of a wall time on a date: the clock's hour and minute set on that date (a time in the
 * hour the clocks skip moves forward by the change; a time that happens twice is the first one).
 */
function wallTime(day: DateTime, hhmm: string): number {
  if (hhmm === '24:00') return day.plus({ days: 1 }).toMillis();
  const minutes = minutesOfDay(hhmm);
  return day.set({ hour: Math.floor(minutes / 60), minute: minutes % 60 }).toMillis();
}

/** The expert's ranges of hours as instants, over the dates that touch [from, to]. */
function availableRanges(a: Availability, from: number, to: number): Interval[] {
  const out: Interval[] = [];
  const last = DateTime.fromMillis(to, { zone: a.timeZone }).startOf('day');
  for (let day = DateTime.fromMillis(from, { zone: a.timeZone }).startOf('day').minus({ days: 1 }); day <= last; day = day.plus({ days: 1 })) {
    for (const r of rangesOn(a, day)) {
      const start = wallTime(day, r.start);
      const end = wallTime(day, r.end);
      if (end > start) out.push({ start, end });
    }
  }
  return out.sort((x, y) => x.start - y.start);
}

/** Touching or overlapping ranges as one (a range to 24:00 and the next day's from 00:00 make one). */
function merged(ranges: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const r of ranges) {
    const prev = out.at(-1);
    if (prev && r.start <= prev.end) prev.end = Math.max(prev.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

/** The expert's date (in their zone) of an instant. */
const dateIn = (ms: number, zone: string) => DateTime.fromMillis(ms, { zone }).toISODate();

/** Whether a start at `start` fits, and if not, why (with the merged ranges of hours already computed). */
function problemAt(start: number, ctx: SlotContext, hours: readonly Interval[]): SlotProblem | null {
  const { availability: a, minutes, busy, now } = ctx;
  const end = start + minutes * MINUTE;
  if (start < now.getTime()) return 'past';
  if (start < now.getTime() + a.noticeHours * 60 * MINUTE) return 'notice';
  if (start > now.getTime() + a.horizonDays * DAY) return 'horizon';
  if (!hours.some((h) => h.start <= start && end <= h.end)) return 'hours';
  const buffer = a.bufferMinutes * MINUTE;
  const spans = busy.map((b) => ({ start: Date.parse(b.start), end: Date.parse(b.start) + b.minutes * MINUTE }));
  if (a.maxPerDay !== null) {
    const day = dateIn(start, a.timeZone);
    if (spans.filter((s) => dateIn(s.start, a.timeZone) === day).length >= a.maxPerDay) return 'dayFull';
  }
  if (spans.some((s) => start < s.end + buffer && end + buffer > s.start)) return 'overlap';
  return null;
}

/** Why a proposed start time (ISO) is not open, or null when it is. */
export function slotProblem(startIso: string, ctx: SlotContext): SlotProblem | null {
  const start = Date.parse(startIso);
  if (Number.isNaN(start)) return 'hours';
  const hours = merged(availableRanges(ctx.availability, start - DAY, start + DAY));
  return problemAt(start, ctx, hours);
}

/**
 * The open start times (ISO, ascending) from now to the horizon: every SLOT_STEP_MINUTES from the
 * start of each range of hours, where the whole session fits in the hours, past the notice, within
 * the day's cap and clear of the accepted sessions and their buffers.
 */
export function openSlots(ctx: SlotContext, limit = Number.POSITIVE_INFINITY): string[] {
  const from = ctx.now.getTime();
  const to = from + ctx.availability.horizonDays * DAY;
  const ranges = availableRanges(ctx.availability, from, to);
  const hours = merged(ranges);
  const starts = new Set<number>();
  for (const r of ranges) {
    for (let s = r.start; s < r.end && s <= to; s += SLOT_STEP_MINUTES * MINUTE) if (s >= from) starts.add(s);
  }
  const out: string[] = [];
  for (const s of [...starts].sort((x, y) => x - y)) {
    if (out.length >= limit) break;
    if (problemAt(s, ctx, hours) === null) out.push(new Date(s).toISOString());
  }
  return out;
}

/**
 * The first open start time (ISO) of a session that fits whole in [from, to] (ms), or null: tried every
 * SLOT_STEP_MINUTES from `from` and at the start of each range of hours inside it.
 */
export function firstOpenStartIn(ctx: SlotContext, from: number, to: number): string | null {
  const hours = merged(availableRanges(ctx.availability, from, to));
  const length = ctx.minutes * MINUTE;
  const starts = new Set<number>();
  for (let s = from; s + length <= to; s += SLOT_STEP_MINUTES * MINUTE) starts.add(s);
  for (const h of hours) if (h.start >= from && h.start + length <= to) starts.add(h.start);
  for (const s of [...starts].sort((x, y) => x - y)) if (problemAt(s, ctx, hours) === null) return new Date(s).toISOString();
  return null;
}

/**
 * When an unanswered request expires: 72 hours after it was made, or earlier, once its last
 * proposed start is closer than the expert's minimum notice (no proposed time could be accepted
 * after that); never before it was made.
 */
export function requestExpiresAt(createdAt: Date, proposedTimes: readonly string[], noticeHours: number): string {
  const lastStart = Math.max(...proposedTimes.map((t) => Date.parse(t)));
  const byTimes = lastStart - noticeHours * 60 * MINUTE;
  const at = Math.max(createdAt.getTime(), Math.min(createdAt.getTime() + REQUEST_EXPIRY_MS, byTimes));
  return new Date(at).toISOString();
}
