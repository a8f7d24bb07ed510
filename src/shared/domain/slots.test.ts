import { describe, expect, it } from 'vitest';
import { UNSAVED_AVAILABILITY, defaultAvailability, type Availability } from './availability';
import { BOOKING_WINDOW_DAYS } from './booking-rules';
import { occupiedMinutes, requestExpiresAt, slotMessage, slotProblem } from './slots';

const now = new Date('2026-03-01T10:00:00Z');

describe('when an unanswered request expires', () => {
  it('at 72 hours, or sooner when the last proposed start minus the notice comes first, never before it was made', () => {
    expect(requestExpiresAt(now, ['2026-03-10T10:00:00Z'], 2)).toBe('2026-03-04T10:00:00.000Z');
    expect(requestExpiresAt(now, ['2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z'], 2)).toBe('2026-03-02T08:00:00.000Z');
    expect(requestExpiresAt(now, ['2026-03-01T10:30:00Z'], 0)).toBe('2026-03-01T10:30:00.000Z');
    expect(requestExpiresAt(now, ['2026-03-01T11:00:00Z'], 2)).toBe('2026-03-01T10:00:00.000Z');
  });
});

const ALL_DAY = [{ start: '00:00', end: '24:00' }];
/** An expert who chose every hour of every day, without notice, as far ahead as bookings go. */
const anyTime: Availability = {
  ...defaultAvailability('UTC'),
  weekly: { mon: ALL_DAY, tue: ALL_DAY, wed: ALL_DAY, thu: ALL_DAY, fri: ALL_DAY, sat: ALL_DAY, sun: ALL_DAY },
  noticeHours: 0,
  horizonDays: BOOKING_WINDOW_DAYS,
};

describe('one proposed time', () => {
  const london = { ...defaultAvailability('Europe/London'), weekly: { ...defaultAvailability('Europe/London').weekly, sun: [{ start: '01:00', end: '03:00' }] } };

  it('occupies the session time and the extra time', () => {
    expect(occupiedMinutes('1 hr 15 Minutes', '25 Minutes')).toBe(100);
    expect(occupiedMinutes('', '')).toBe(1);
  });

  it('in the hour the clocks skip: 01:00-03:00 on 29 March in London is 02:00-03:00 BST', () => {
    const ctx = { availability: london, minutes: 40, busy: [], now };
    expect(slotProblem('2026-03-29T00:30:00Z', ctx)).toBe('hours');
    expect(slotProblem('2026-03-29T01:00:00Z', ctx)).toBeNull();
    expect(slotProblem('2026-03-29T01:30:00Z', ctx)).toBe('hours');
  });

  it('names the problem for each side', () => {
    const ctx = { availability: anyTime, minutes: 40, busy: [{ start: '2026-03-02T10:00:00Z', minutes: 40 }], now };
    expect(slotProblem('2026-03-01T09:00:00Z', ctx)).toBe('past');
    expect(slotProblem('2026-03-02T10:20:00Z', ctx)).toBe('overlap');
    expect(slotProblem('2026-03-02T10:40:00Z', ctx)).toBeNull();
    expect(slotProblem('2026-05-01T10:40:00Z', ctx)).toBe('horizon');
    expect(slotMessage('notice', 'buyer', { ...london, noticeHours: 1 })).toBe("The expert needs at least 1 hour's notice. Pick a later time.");
    expect(slotMessage('horizon', 'expert', london)).toBe('That time is further ahead than you take bookings (30 days). Pick another time or decline.');
  });
});

describe('an expert who never saved availability', () => {
  const ctx = { availability: UNSAVED_AVAILABILITY, minutes: 40, busy: [], now };

  it('takes the defaults of a new expert: weekdays 9 to 5 in India, 2 hours of notice, 30 days ahead', () => {
    expect(UNSAVED_AVAILABILITY).toEqual(defaultAvailability('Asia/Kolkata'));
    // now is Sunday 1 March 2026, 15:30 in Kolkata.
    expect(slotProblem('2026-03-01T10:01:00Z', ctx)).toBe('notice');
    expect(slotProblem('2026-03-01T12:30:00Z', ctx)).toBe('hours');
    expect(slotProblem('2026-03-02T03:30:00Z', ctx)).toBeNull();
    expect(slotProblem('2026-03-02T03:00:00Z', ctx)).toBe('hours');
    expect(slotProblem('2026-03-02T10:50:00Z', ctx)).toBeNull();
    expect(slotProblem('2026-03-02T11:00:00Z', ctx)).toBe('hours');
    expect(slotProblem('2026-04-06T03:30:00Z', ctx)).toBe('horizon');
  });
});
