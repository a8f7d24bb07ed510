import type { Availability, TimeRange } from '#shared/domain/availability';

/** The zones the demo experts work in, one picked per expert (the same on every run). */
const DEMO_ZONES = ['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Europe/Berlin', 'America/Los_Angeles', 'Asia/Singapore'] as const;
const WORKDAY: TimeRange[] = [
  { start: '09:00', end: '13:00' },
  { start: '14:00', end: '19:00' },
];
const SATURDAY: TimeRange[] = [{ start: '10:00', end: '14:00' }];

/**
 * A demo expert's availability: weekdays 09:00-13:00 and 14:00-19:00 and Saturday
 * mornings in one of a few zones, 2 hours' notice, 15 minutes between sessions, at most 6 a day,
 * bookable 30 days ahead: sensible hours that show the feature from the first start.
 */
export function demoAvailability(userName: string): Availability {
  let hash = 7;
  for (let i = 0; i < userName.length; i += 1) hash = (hash * 31 + userName.charCodeAt(i)) >>> 0;
  return {
    timeZone: DEMO_ZONES[hash % DEMO_ZONES.length] ?? 'UTC',
    weekly: { mon: WORKDAY, tue: WORKDAY, wed: WORKDAY, thu: WORKDAY, fri: WORKDAY, sat: SATURDAY, sun: [] },
    datesOff: [],
    extraDates: [],
    noticeHours: 2,
    bufferMinutes: 15,
    maxPerDay: 6,
    horizonDays: 30,
  };
}
