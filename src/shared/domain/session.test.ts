import { describe, expect, it } from 'vitest';
import { EXTRA_TIME_OPTIONS, SESSION_TIME_OPTIONS } from './gig-pricing';
import { parseDurationMinutes, roomPhase, sessionWindow } from './session';

describe('parseDurationMinutes', () => {
  it.each([
    ['15 Minutes', 15],
    ['1 hr', 60],
    ['1 hr 15 Minutes', 75],
    ['1.5 hrs', 90],
    ['1 hr 45 Minutes', 105],
    ['2.5 hrs', 150],
    ['', 0],
  ])('%j is %i minutes', (text, minutes) => {
    expect(parseDurationMinutes(text)).toBe(minutes);
  });

  it.each(['soon', '15', 'hr', '15 Minutes later', '1 hr and 5 minutes'])('%j is not a duration', (text) => {
    expect(parseDurationMinutes(text)).toBeNull();
  });

  it('reads every option the pricing form offers', () => {
    const all = [...Object.values(SESSION_TIME_OPTIONS), ...Object.values(EXTRA_TIME_OPTIONS)].flat();
    for (const text of all) expect(parseDurationMinutes(text), text).toBeGreaterThan(0);
  });
});

describe('sessionWindow', () => {
  const w = sessionWindow('2026-03-01T10:00:00.000Z', '1 hr 15 Minutes', '20 Minutes');

  it('opens 10 minutes early and closes after the session and extra time', () => {
    expect(w.opensAt.toISOString()).toBe('2026-03-01T09:50:00.000Z');
    expect(w.bookedEndsAt.toISOString()).toBe('2026-03-01T11:15:00.000Z');
    expect(w.closesAt.toISOString()).toBe('2026-03-01T11:35:00.000Z');
  });

  it('tells the phase at a given time', () => {
    expect(roomPhase(w, new Date('2026-03-01T09:49:59.999Z'))).toBe('before');
    expect(roomPhase(w, new Date('2026-03-01T09:50:00.000Z'))).toBe('open');
    expect(roomPhase(w, new Date('2026-03-01T11:34:59.999Z'))).toBe('open');
    expect(roomPhase(w, new Date('2026-03-01T11:35:00.000Z'))).toBe('closed');
  });
});
