/**
 * A soft budget: a stage's time measured on a reference run plus 30 %, grown by how much slower (or
 * busier) this host was during the stage than the reference host during its run. The speeds are
 * SHA-256 MB/s samples taken all through the stage, so load that comes and goes counts for as long
 * as it lasted: a stage's time grows with the mean of reference ÷ speed, not with one sample.
 */
export interface SoftBudgetReference {
  /** The stage's time on the reference run. */
  seconds: number;
  /** The harmonic mean of the speeds sampled through the stage on that run. */
  speed: number;
}

export const SOFT_BUDGET_MARGIN = 1.3;

export interface SoftBudget {
  budgetSeconds: number;
  /** How much slower than the reference this host was during the stage (at least 1). */
  slowdown: number;
  /** The samples' harmonic mean speed (the one the stage's time follows), for the message. */
  meanSpeed: number;
}

export function softBudget(reference: SoftBudgetReference, samples: readonly number[]): SoftBudget {
  const usable = samples.filter((speed) => Number.isFinite(speed) && speed > 0);
  if (usable.length === 0) {
    return { budgetSeconds: Math.round(reference.seconds * SOFT_BUDGET_MARGIN), slowdown: 1, meanSpeed: Number.NaN };
  }
  const ratio = usable.reduce((sum, speed) => sum + reference.speed / speed, 0) / usable.length;
  const slowdown = Math.max(1, ratio);
  const meanSpeed = Math.round(reference.speed / ratio);
  return { budgetSeconds: Math.round(reference.seconds * SOFT_BUDGET_MARGIN * slowdown), slowdown, meanSpeed };
}
