import { z } from 'zod';
import { BOOKING_WINDOW_DAYS } from './booking-rules';
import { english } from '#shared/i18n/english';
import { dateTimeFormat } from '#shared/i18n/intl-cache';

/**
 * An expert's availability: weekly hours per weekday in the expert's own IANA time zone
 * (several ranges a day), dates off, extra dates with their own hours, a minimum notice, a buffer
 * between sessions, a daily cap and a booking horizon. The rules on these settings live here; the
 * open slots they give (time zone arithmetic) live in ./slots.ts, which only the server loads.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const NOTICE_HOURS_MAX = 72;
export const DEFAULT_NOTICE_HOURS = 2;
export const BUFFER_MINUTES_MAX = 120;
export const MAX_PER_DAY_LIMIT = 12;
export const DEFAULT_HORIZON_DAYS = 30;
export const RANGES_PER_DAY_MAX = 6;
export const LISTED_DATES_MAX = 100;
/** Open slots start every this many minutes from the start of each range of hours. */
export const SLOT_STEP_MINUTES = 30;

const TIME_MESSAGE = english('messages:availability.time');
const RANGE_ORDER_MESSAGE = english('messages:availability.rangeOrder');
const RANGES_OVERLAP_MESSAGE = english('messages:availability.rangesOverlap');
const TOO_MANY_RANGES_MESSAGE = english('messages:availability.tooManyRanges', { max: RANGES_PER_DAY_MAX });
const DATE_MESSAGE = english('messages:availability.date');
const TOO_MANY_DATES_MESSAGE = english('messages:availability.tooManyDates', { max: LISTED_DATES_MAX });
const DUPLICATE_DATES_MESSAGE = english('messages:availability.duplicateDates');
export const DATE_OFF_AND_EXTRA_MESSAGE = english('messages:availability.dateOffAndExtra');
export const UNKNOWN_TIME_ZONE_MESSAGE = english('messages:availability.unknownTimeZone');
const NOTICE_MESSAGE = english('messages:availability.notice', { max: NOTICE_HOURS_MAX });
const BUFFER_MESSAGE = english('messages:availability.buffer', { max: BUFFER_MINUTES_MAX });
const MAX_PER_DAY_MESSAGE = english('messages:availability.maxPerDay', { max: MAX_PER_DAY_LIMIT });
const HORIZON_MESSAGE = english('messages:availability.horizon', { max: BOOKING_WINDOW_DAYS });

/** "HH:MM" of a day, "24:00" being its end. */
const timeOfDay = z.string().regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/, TIME_MESSAGE);
export const minutesOfDay = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const timeRangeSchema = z
  .object({ start: timeOfDay, end: timeOfDay })
  .refine((r) => minutesOfDay(r.start) < minutesOfDay(r.end), { message: RANGE_ORDER_MESSAGE, path: ['end'] });
export type TimeRange = z.infer<typeof timeRangeSchema>;

const dayRangesSchema = z
  .array(timeRangeSchema)
  .max(RANGES_PER_DAY_MAX, TOO_MANY_RANGES_MESSAGE)
  .refine((ranges) => {
    const sorted = [...ranges].sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
    return sorted.every((r, i) => i === 0 || minutesOfDay(sorted[i - 1]?.end ?? '00:00') <= minutesOfDay(r.start));
  }, RANGES_OVERLAP_MESSAGE);

/** A calendar date "YYYY-MM-DD" that exists. */
const calendarDate = z.iso.date({ error: DATE_MESSAGE });

/** An IANA time zone the platform's Intl knows (the same database the server's arithmetic uses). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(zone)) return false;
  try {
    dateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
export const timeZoneSchema = z.string().trim().refine(isTimeZone, UNKNOWN_TIME_ZONE_MESSAGE);

const uniqueDates = (dates: readonly string[]) => new Set(dates).size === dates.length;

export const availabilitySchema = z
  .object({
    timeZone: timeZoneSchema,
    weekly: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayRangesSchema])) as Record<Weekday, typeof dayRangesSchema>),
    datesOff: z.array(calendarDate).max(LISTED_DATES_MAX, TOO_MANY_DATES_MESSAGE).refine(uniqueDates, DUPLICATE_DATES_MESSAGE),
    extraDates: z
      .array(z.object({ date: calendarDate, ranges: dayRangesSchema.refine((r) => r.length > 0, 'Add at least one range') }))
      .max(LISTED_DATES_MAX, TOO_MANY_DATES_MESSAGE)
      .refine((list) => uniqueDates(list.map((d) => d.date)), DUPLICATE_DATES_MESSAGE),
    noticeHours: z.number({ error: NOTICE_MESSAGE }).int(NOTICE_MESSAGE).min(0, NOTICE_MESSAGE).max(NOTICE_HOURS_MAX, NOTICE_MESSAGE),
    bufferMinutes: z.number({ error: BUFFER_MESSAGE }).int(BUFFER_MESSAGE).min(0, BUFFER_MESSAGE).max(BUFFER_MINUTES_MAX, BUFFER_MESSAGE),
    maxPerDay: z.number({ error: MAX_PER_DAY_MESSAGE }).int(MAX_PER_DAY_MESSAGE).min(1, MAX_PER_DAY_MESSAGE).max(MAX_PER_DAY_LIMIT, MAX_PER_DAY_MESSAGE).nullable(),
    horizonDays: z.number({ error: HORIZON_MESSAGE }).int(HORIZON_MESSAGE).min(1, HORIZON_MESSAGE).max(BOOKING_WINDOW_DAYS, HORIZON_MESSAGE),
  })
  .refine((a) => !a.extraDates.some((d) => a.datesOff.includes(d.date)), { message: DATE_OFF_AND_EXTRA_MESSAGE, path: ['extraDates'] });
export type Availability = z.infer<typeof availabilitySchema>;

const NINE_TO_FIVE: TimeRange[] = [{ start: '09:00', end: '17:00' }];

/** What the editor starts from for an expert who has not saved availability: weekdays 9 to 5 in their zone. */
export function defaultAvailability(timeZone: string): Availability {
  return {
    timeZone,
    weekly: { mon: NINE_TO_FIVE, tue: NINE_TO_FIVE, wed: NINE_TO_FIVE, thu: NINE_TO_FIVE, fri: NINE_TO_FIVE, sat: [], sun: [] },
    datesOff: [],
    extraDates: [],
    noticeHours: DEFAULT_NOTICE_HOURS,
    bufferMinutes: 0,
    maxPerDay: null,
    horizonDays: DEFAULT_HORIZON_DAYS,
  };
}

/**
 * The zone of the default hours of an expert who has not saved availability (the server does not
 * know theirs): India's, the product's home market (prices in rupees, +91 the default phone country).
 */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/**
 * The rules of an expert who has not saved availability yet: what the editor offers a new expert
 * (weekdays 9 to 5, DEFAULT_NOTICE_HOURS of notice, DEFAULT_HORIZON_DAYS ahead, never two accepted
 * sessions at once) in DEFAULT_TIME_ZONE, so no expert can be booked a minute ahead or at night by
 * default. Saving availability replaces it (an expert may still choose any hours and no notice).
 */
export const UNSAVED_AVAILABILITY: Availability = defaultAvailability(DEFAULT_TIME_ZONE);
