import { describe, expect, it } from 'vitest';
import { softBudget } from '../../scripts/lib/soft-budget';

const reference = { seconds: 1000, speed: 400 };

describe('softBudget (the e2e stage)', () => {
  it('is the reference plus 30 % on a host as fast as the reference, or faster', () => {
    expect(softBudget(reference, [400, 400]).budgetSeconds).toBe(1300);
    expect(softBudget(reference, [800, 1600]).budgetSeconds).toBe(1300);
  });

  it('grows with the mean slowdown through the stage, so load that lasted half of it counts half', () => {
    // Half the samples at half the speed: the stage ran 1.5 times slower on the whole.
    const budget = softBudget(reference, [400, 200, 400, 200]);
    expect(budget.slowdown).toBeCloseTo(1.5);
    expect(budget.budgetSeconds).toBe(1950);
    // The harmonic mean: the speed at which the whole stage ran.
    expect(budget.meanSpeed).toBe(267);
  });

  it('falls back to the plain reference plus 30 % without usable samples', () => {
    expect(softBudget(reference, []).budgetSeconds).toBe(1300);
    expect(softBudget(reference, [Number.NaN, 0]).slowdown).toBe(1);
  });
});
