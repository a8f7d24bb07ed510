import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LATE_CANCELLATION_MS,
  cancellationSplit,
  lateCancellationFee,
  lateFrom,
  sessionStarted,
} from './session-cancellation';

const START = '2026-03-10T12:00:00.000Z';
const at = (msBeforeStart: number) => new Date(Date.parse(START) - msBeforeStart);

describe('the split of a cancelled session', () => {
  it('never takes more than the price, never a negative share, and always sums to the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 60 * 24 * 3600 * 1000 }),
        fc.boolean(),
        (credits, msBefore, freeCancellations) => {
          const split = cancellationSplit({ credits, scheduledAt: START, now: at(msBefore), freeCancellations });
          expect(split.toExpert).toBeGreaterThanOrEqual(0);
          expect(split.toBuyer).toBeGreaterThanOrEqual(0);
          expect(split.toExpert).toBeLessThanOrEqual(credits);
          expect(split.toExpert + split.toBuyer).toBe(credits);
          expect(Number.isInteger(split.toExpert)).toBe(true);
          // Only a late cancellation of a buyer without Pro keeps anything, and then 25 % rounded down.
          const late = msBefore < LATE_CANCELLATION_MS;
          expect(split.terms).toBe(!late ? 'early' : freeCancellations ? 'free_with_pro' : 'late');
          expect(split.toExpert).toBe(late && !freeCancellations ? Math.floor(credits / 4) : 0);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('is late from 24 hours before the start; exactly 24 hours ahead is still early', () => {
    const split = (msBefore: number) => cancellationSplit({ credits: 20, scheduledAt: START, now: at(msBefore), freeCancellations: false });
    expect(split(LATE_CANCELLATION_MS)).toEqual({ terms: 'early', toExpert: 0, toBuyer: 20 });
    expect(split(LATE_CANCELLATION_MS - 1)).toEqual({ terms: 'late', toExpert: 5, toBuyer: 15 });
    expect(lateFrom(START).toISOString()).toBe('2026-03-09T12:00:00.000Z');
    expect(sessionStarted(START, at(1))).toBe(false);
    expect(sessionStarted(START, at(0))).toBe(true);
  });

  it('rounds the fee down, to 0 on the smallest prices', () => {
    expect([0, 1, 3, 4, 10, 11, 20, 99].map(lateCancellationFee)).toEqual([0, 0, 0, 1, 2, 2, 5, 24]);
    expect(lateCancellationFee(-5)).toBe(0);
    expect(lateCancellationFee(Number.NaN)).toBe(0);
  });
});
