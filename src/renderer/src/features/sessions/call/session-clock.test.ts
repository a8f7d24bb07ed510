import { describe, expect, it } from 'vitest';
import { sessionWindow } from '#shared/domain/session';
import { formatClock, formatCountdown, serverClockOffset, serverTime, sessionClock, windowDates } from './session-clock';

const MIN = 60_000;
const start = '2026-06-15T10:00:00.000Z';
const w = sessionWindow(start, '30 Minutes', '10 Minutes');
const at = (minutesFromStart: number) => new Date(Date.parse(start) + minutesFromStart * MIN);

describe('serverClockOffset', () => {
  it('takes the server clock as read halfway through the request', () => {
    // Device clock 5 s behind: sent at device 1000, answered at device 1400, server said 6200.
    expect(serverClockOffset(new Date(6200).toISOString(), 1000, 1400)).toBe(5000);
    expect(serverTime(5000, 1000).getTime()).toBe(6000);
  });
});

describe('sessionClock', () => {
  it('counts down to the opening before the window', () => {
    const c = sessionClock(w, at(-25));
    expect(c).toMatchObject({ phase: 'before', untilOpenMs: 15 * MIN, elapsedMs: 0, warning: false, inExtraTime: false });
  });

  it('is open from 10 minutes before the start; elapsed counts from the start', () => {
    expect(sessionClock(w, at(-10)).phase).toBe('open');
    expect(sessionClock(w, at(-10.01)).phase).toBe('before');
    expect(sessionClock(w, at(-5))).toMatchObject({ phase: 'open', elapsedMs: 0, untilStartMs: 5 * MIN, untilCloseMs: 45 * MIN });
    expect(sessionClock(w, at(12))).toMatchObject({ elapsedMs: 12 * MIN, untilStartMs: 0, bookedMs: 30 * MIN, inExtraTime: false });
  });

  it('enters the extra time at the booked end and warns 5 minutes before the room closes', () => {
    expect(sessionClock(w, at(30))).toMatchObject({ inExtraTime: true, warning: false, untilCloseMs: 10 * MIN });
    expect(sessionClock(w, at(34.99)).warning).toBe(false);
    expect(sessionClock(w, at(35))).toMatchObject({ warning: true, untilCloseMs: 5 * MIN });
    expect(sessionClock(w, at(39.99)).warning).toBe(true);
  });

  it('is closed at the window end, for good', () => {
    expect(sessionClock(w, at(40))).toMatchObject({ phase: 'closed', untilCloseMs: 0, warning: false, inExtraTime: false });
    expect(sessionClock(w, at(400)).phase).toBe('closed');
  });

  it('reads the API window', () => {
    const api = { opensAt: w.opensAt.toISOString(), startsAt: start, bookedEndsAt: w.bookedEndsAt.toISOString(), closesAt: w.closesAt.toISOString() };
    expect(windowDates(api)).toEqual(w);
  });
});

describe('formatClock and formatCountdown', () => {
  it('formats durations', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(59_999)).toBe('0:59');
    expect(formatClock(65_000)).toBe('1:05');
    expect(formatClock(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatClock(-5)).toBe('0:00');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(59 * MIN)).toBe('59:00');
    expect(formatCountdown(125 * MIN)).toBe('2 h 5 min');
    expect(formatCountdown(26 * 60 * MIN)).toBe('1 day 2 h');
    expect(formatCountdown(50 * 60 * MIN)).toBe('2 days 2 h');
  });
});
