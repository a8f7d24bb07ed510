import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import type { PricingTier } from '#shared/domain/gig-pricing';
import { availability, expertWithGig, insertAccepted, slotsOf, type AvailabilityParts } from './availability-fixtures';

/**
 * The availability slot rules as a table, through GET /api/public/gigs/{id}/slots with the clock
 * set: weekly hours (several ranges, adjacent ranges joined), dates off, extra dates, minimum
 * notice, buffers around accepted sessions, the daily cap in the expert's zone, the horizon, and
 * the daylight-saving changes of Europe/London and America/New_York. The basic package occupies
 * 40 minutes (30 session + 10 extra); the expected times are UTC, with the expert's wall time beside.
 */
interface Case {
  name: string;
  now: string;
  zone: string;
  over: AvailabilityParts;
  busy?: Array<[string, PricingTier]>;
  /** Only the slots in [from, to) are compared; the whole list when absent. */
  window?: [string, string];
  expected: string[];
}

const nineToNoon = [{ start: '09:00', end: '12:00' }];
const MONDAY = ['2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z'] as [string, string];

const cases: Case[] = [
  {
    name: 'weekly hours: every 30 minutes while the 40 minutes fit (09:00 to 11:00 in a 09:00-12:00 range)',
    now: '2026-03-01T10:00:00Z',
    zone: 'Europe/London',
    over: { weekly: { mon: nineToNoon } },
    window: MONDAY,
    expected: ['09:00', '09:30', '10:00', '10:30', '11:00'].map((h) => `2026-03-02T${h}:00.000Z`),
  },
  {
    name: 'several ranges a day',
    now: '2026-03-01T10:00:00Z',
    zone: 'Europe/London',
    over: { weekly: { mon: [{ start: '09:00', end: '10:00' }, { start: '14:00', end: '15:30' }] } },
    window: MONDAY,
    expected: ['09:00', '14:00', '14:30'].map((h) => `2026-03-02T${h}:00.000Z`),
  },
  {
    name: 'touching ranges are one: a session may run from one into the next',
    now: '2026-03-01T10:00:00Z',
    zone: 'Europe/London',
    over: { weekly: { mon: [{ start: '09:00', end: '10:00' }, { start: '10:00', end: '11:00' }] } },
    window: MONDAY,
    expected: ['09:00', '09:30', '10:00'].map((h) => `2026-03-02T${h}:00.000Z`),
  },
  {
    name: 'a date off has no slots; the next Monday has',
    now: '2026-03-01T10:00:00Z',
    zone: 'Europe/London',
    over: { weekly: { mon: [{ start: '09:00', end: '10:00' }] }, datesOff: ['2026-03-02'] },
    window: ['2026-03-02T00:00:00Z', '2026-03-10T00:00:00Z'],
    expected: ['2026-03-09T09:00:00.000Z'],
  },
  {
    name: 'an extra date has its own hours (a Saturday, 10:00-11:00)',
    now: '2026-03-01T10:00:00Z',
    zone: 'Europe/London',
    over: { extraDates: [{ date: '2026-03-07', ranges: [{ start: '10:00', end: '11:00' }] }] },
    expected: ['2026-03-07T10:00:00.000Z'],
  },
  {
    name: 'minimum notice of 2 hours at 08:30: from 10:30',
    now: '2026-03-02T08:30:00Z',
    zone: 'Europe/London',
    over: { weekly: { mon: nineToNoon }, noticeHours: 2 },
    window: MONDAY,
    expected: ['2026-03-02T10:30:00.000Z', '2026-03-02T11:00:00.000Z'],
  },
  {
    name: 'no notice ("available now") at 09:10: from the next start',
    now: '2026-03-02T09:10:00Z',
    zone: 'Europe/London',
    over: { weekly: { mon: nineToNoon }, noticeHours: 0 },
    window: MONDAY,
    expected: ['09:30', '10:00', '10:30', '11:00'].map((h) => `2026-03-02T${h}:00.000Z`),
  },
  {
    name: 'an accepted session at 10:00 (to 10:40) without a buffer',
    now: '2026-03-01T10:00:00Z',
    zone: 'Europe/London',
    over: { weekly: { mon: [{ start: '09:00', end: '13:00' }] }, bufferMinutes: 0 },
    busy: [['2026-03-02T10:00:00.000Z', 'basic']],
    window: MONDAY,
    expected: ['09:00', '11:00', '11:30', '12:00'].map((h) => `2026-03-02T${h}:00.000Z`),
  },
  {
    name: 'the same with a 30-minute buffer on both sides',
    now: '2026-03-01T10:00:00Z',
    zone: 'Europe/London',
    over: { weekly: { mon: [{ start: '09:00', end: '13:00' }] }, bufferMinutes: 30 },
    busy: [['2026-03-02T10:00:00.000Z', 'basic']],
    window: MONDAY,
    expected: ['11:30', '12:00'].map((h) => `2026-03-02T${h}:00.000Z`),
  },
  {
    name: 'a daily cap of 1: a day with a session is full, the next is open',
    now: '2026-03-01T10:00:00Z',
    zone: 'Europe/London',
    over: { weekly: { mon: [{ start: '09:00', end: '10:00' }], tue: [{ start: '09:00', end: '10:00' }] }, maxPerDay: 1 },
    busy: [['2026-03-02T09:00:00.000Z', 'basic']],
    window: ['2026-03-02T00:00:00Z', '2026-03-04T00:00:00Z'],
    expected: ['2026-03-03T09:00:00.000Z'],
  },
  {
    name: "the daily cap counts the expert's date: 05:00 IST on Tuesday is Monday in UTC",
    now: '2026-03-01T10:00:00Z',
    zone: 'Asia/Kolkata',
    over: { weekly: { mon: [{ start: '05:00', end: '07:00' }], tue: [{ start: '05:00', end: '07:00' }] }, maxPerDay: 1 },
    busy: [['2026-03-02T23:30:00.000Z', 'basic']],
    window: ['2026-03-01T00:00:00Z', '2026-03-04T00:00:00Z'],
    // Monday 05:00, 05:30 and 06:00 IST; Tuesday (IST) is full.
    expected: ['2026-03-01T23:30:00.000Z', '2026-03-02T00:00:00.000Z', '2026-03-02T00:30:00.000Z'],
  },
  {
    name: 'a horizon of 2 days: nothing starts later than 48 hours from now',
    now: '2026-03-01T10:00:00Z',
    zone: 'Europe/London',
    over: { weekly: { sun: nineToNoon, mon: nineToNoon, tue: nineToNoon, wed: nineToNoon }, horizonDays: 2 },
    expected: [
      ...['09:00', '09:30', '10:00', '10:30', '11:00'].map((h) => `2026-03-02T${h}:00.000Z`),
      ...['09:00', '09:30', '10:00'].map((h) => `2026-03-03T${h}:00.000Z`),
    ],
  },
  {
    name: 'Europe/London, spring: 00:00-04:00 on 29 March is 3 hours long (01:00-02:00 does not exist)',
    now: '2026-03-28T10:00:00Z',
    zone: 'Europe/London',
    over: { weekly: { sun: [{ start: '00:00', end: '04:00' }] } },
    window: ['2026-03-29T00:00:00Z', '2026-03-30T00:00:00Z'],
    // 00:00 and 00:30 GMT, then 02:00, 02:30 and 03:00 BST.
    expected: ['00:00', '00:30', '01:00', '01:30', '02:00'].map((h) => `2026-03-29T${h}:00.000Z`),
  },
  {
    name: 'Europe/London, spring: 09:00 on Monday is 09:00 GMT before the change and 08:00 UTC after',
    now: '2026-03-22T10:00:00Z',
    zone: 'Europe/London',
    over: { weekly: { mon: [{ start: '09:00', end: '10:00' }] } },
    window: ['2026-03-22T00:00:00Z', '2026-03-31T00:00:00Z'],
    expected: ['2026-03-23T09:00:00.000Z', '2026-03-30T08:00:00.000Z'],
  },
  {
    name: 'Europe/London, autumn: 00:00-04:00 on 25 October is 5 hours long (01:00-02:00 happens twice)',
    now: '2026-10-24T10:00:00Z',
    zone: 'Europe/London',
    over: { weekly: { sun: [{ start: '00:00', end: '04:00' }] } },
    window: ['2026-10-24T22:00:00Z', '2026-10-25T06:00:00Z'],
    // 00:00, 00:30, 01:00, 01:30 BST, then 01:00, 01:30, 02:00, 02:30, 03:00 GMT.
    expected: [
      '2026-10-24T23:00:00.000Z',
      '2026-10-24T23:30:00.000Z',
      ...['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00'].map((h) => `2026-10-25T${h}:00.000Z`),
    ],
  },
  {
    name: 'America/New_York, spring: 01:00-04:00 on 8 March is 2 hours long',
    now: '2026-03-07T12:00:00Z',
    zone: 'America/New_York',
    over: { weekly: { sun: [{ start: '01:00', end: '04:00' }] } },
    window: ['2026-03-08T00:00:00Z', '2026-03-09T00:00:00Z'],
    // 01:00 and 01:30 EST, then 03:00 EDT.
    expected: ['2026-03-08T06:00:00.000Z', '2026-03-08T06:30:00.000Z', '2026-03-08T07:00:00.000Z'],
  },
  {
    name: 'America/New_York, autumn: 00:00-03:00 on 1 November is 4 hours long',
    now: '2026-10-31T12:00:00Z',
    zone: 'America/New_York',
    over: { weekly: { sun: [{ start: '00:00', end: '03:00' }] } },
    window: ['2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z'],
    // 00:00, 00:30, 01:00, 01:30 EDT, then 01:00, 01:30, 02:00 EST.
    expected: ['04:00', '04:30', '05:00', '05:30', '06:00', '06:30', '07:00'].map((h) => `2026-11-01T${h}:00.000Z`),
  },
];

describe(`open slots on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each(cases)('$name', async (c) => {
    t.clock.set(new Date(c.now));
    const { expert, gigId } = await expertWithGig(t, availability(c.zone, c.over));
    for (const [start, tier] of c.busy ?? []) await insertAccepted(t, expert, gigId, start, tier);
    const answer = await slotsOf(t, gigId);
    const [from, to] = c.window ?? ['0000', '9999'];
    const inWindow = answer.slots.filter((s) => s >= new Date(from).toISOString() && s < new Date(to).toISOString());
    expect(inWindow).toEqual(c.expected);
    expect(answer).toMatchObject({ timeZone: c.zone, anyTime: false, minutes: 40 });
    expect(answer.nextOpenSlot).toBe(answer.slots[0] ?? null);
  });

  it('an expert who saved no availability is open in the defaults of a new expert: weekdays 9 to 5 in India, 2 hours ahead, 30 days', async () => {
    t.clock.set(new Date('2026-03-01T10:00:00Z'));
    const { gigId } = await expertWithGig(t);
    const answer = await slotsOf(t, gigId, 'premium');
    expect(answer).toMatchObject({ timeZone: 'Asia/Kolkata', anyTime: true, minutes: 165, noticeHours: 2, horizonDays: 30 });
    // Sunday 15:30 in Kolkata: the first is Monday 09:00 (03:30 UTC), every half hour while 2 h 45 min fit before 17:00.
    expect(answer.slots.slice(0, 3)).toEqual(['2026-03-02T03:30:00.000Z', '2026-03-02T04:00:00.000Z', '2026-03-02T04:30:00.000Z']);
    expect(answer.slots.filter((s) => s.startsWith('2026-03-02'))).toHaveLength(11);
    // 22 weekdays in the 30 days, 11 starts each.
    expect(answer.slots).toHaveLength(22 * 11);
    expect(answer.slots.at(-1)).toBe('2026-03-31T08:30:00.000Z');
  });

  it('longer packages get fewer slots: 1 h 20 min in 09:00-12:00 starts at 09:00 to 10:30', async () => {
    t.clock.set(new Date('2026-03-01T10:00:00Z'));
    const { gigId } = await expertWithGig(t, availability('Europe/London', { weekly: { mon: nineToNoon } }));
    const answer = await slotsOf(t, gigId, 'standard');
    expect(answer.minutes).toBe(80);
    expect(answer.slots.filter((s) => s.startsWith('2026-03-02'))).toEqual(
      ['09:00', '09:30', '10:00', '10:30'].map((h) => `2026-03-02T${h}:00.000Z`),
    );
  });

  it('answers 404 for an unknown or inactive gig', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/gigs/no-such-gig/slots' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Gig not found.', code: 'NOT_FOUND' });
  });
});
