import { describe, expect, it } from 'vitest';
import { inputBounds, localInputToIso, suggestedStart, toLocalInput } from './time';

describe('booking time helpers', () => {
  it('round-trips a device-local input value through UTC', () => {
    const d = new Date(2026, 2, 14, 9, 5);
    expect(toLocalInput(d)).toBe('2026-03-14T09:05');
    expect(localInputToIso('2026-03-14T09:05')).toBe(d.toISOString());
  });

  it('refuses empty and malformed values', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('tomorrow')).toBeNull();
    expect(localInputToIso('2026-13-40T99:99')).toBeNull();
  });

  it('bounds the inputs from the next minute to 60 days ahead', () => {
    const now = new Date(2026, 0, 1, 10, 0, 30);
    expect(inputBounds(now)).toEqual({ min: '2026-01-01T10:01', max: '2026-03-02T10:00' });
  });

  it('suggests tomorrow at the next full hour', () => {
    expect(suggestedStart(new Date(2026, 0, 1, 10, 20))).toBe('2026-01-02T11:00');
  });
});
