import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expertShareOf, platformFeeOf } from './platform-fee';

describe('the platform fee', () => {
  it('rounds up in whole credits and never takes more than was earned', () => {
    expect(platformFeeOf(10, 20)).toBe(2);
    expect(platformFeeOf(11, 20)).toBe(3);
    expect(platformFeeOf(1, 20)).toBe(1);
    expect(platformFeeOf(7, 0)).toBe(0);
    expect(platformFeeOf(7, 100)).toBe(7);
    expect(platformFeeOf(0, 20)).toBe(0);
    expect(expertShareOf(11, 20)).toBe(8);
  });

  it('splits any earning exactly into the fee and the expert’s share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 100 }), (credits, percent) => {
        const fee = platformFeeOf(credits, percent);
        expect(fee + expertShareOf(credits, percent)).toBe(credits);
        expect(fee).toBeGreaterThanOrEqual((credits * percent) / 100);
        expect(fee).toBeLessThan((credits * percent) / 100 + 1);
      }),
    );
  });
});
