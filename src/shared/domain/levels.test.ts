import { describe, expect, it } from 'vitest';
import {
  LEVEL_IDS,
  LEVEL_METRICS,
  LEVEL_THRESHOLDS,
  METRIC_DIRECTION,
  changeReasons,
  decideLevel,
  levelFor,
  levelRank,
  meetsThreshold,
  nextLevel,
  unmetMetrics,
  type LevelId,
  type LevelMetric,
  type LevelMetrics,
} from './levels';

const RANKED = ['level-1', 'level-2', 'top-rated'] as const;
const atThresholds = (level: (typeof RANKED)[number]): LevelMetrics => ({ ...LEVEL_THRESHOLDS[level] });
/** A step past a threshold on the failing side: a whole unit for counts, a hundredth for rates and ratings. */
const step = (value: number) => (Number.isInteger(value) && value > 1 ? 1 : 0.01);
/**
 * The level expected when one metric alone falls short of `level`: the highest lower level whose
 * threshold for that metric the value still meets (the other metrics sit at `level`'s thresholds,
 * which meet every lower level). A metric with one threshold for all levels falls to New.
 */
function expectedBelow(level: LevelId, metric: LevelMetric, value: number): LevelId {
  for (let rank = levelRank(level) - 1; rank > 0; rank -= 1) {
    const candidate = LEVEL_IDS[rank];
    if (candidate && candidate !== 'new' && meetsThreshold(metric, value, LEVEL_THRESHOLDS[candidate][metric])) return candidate;
  }
  return 'new';
}

describe('the levels table', () => {
  it('never makes a higher level easier on any metric', () => {
    for (const metric of LEVEL_METRICS) {
      const values = RANKED.map((level) => LEVEL_THRESHOLDS[level][metric]);
      const sorted = [...values].sort((a, b) => (METRIC_DIRECTION[metric] === 'min' ? a - b : b - a));
      expect(values, metric).toEqual(sorted);
    }
  });
});

describe('levelFor at every boundary', () => {
  for (const level of RANKED) {
    it(`gives ${level} at its thresholds and just over them, and a lower level just under any one`, () => {
      expect(levelFor(atThresholds(level))).toBe(level);
      for (const metric of LEVEL_METRICS) {
        const threshold = LEVEL_THRESHOLDS[level][metric];
        const sign = METRIC_DIRECTION[metric] === 'min' ? 1 : -1;
        const over = { ...atThresholds(level), [metric]: threshold + sign * step(threshold) };
        const underValue = threshold - sign * step(threshold);
        const under = { ...atThresholds(level), [metric]: underValue };
        // A max-threshold of 0 has no "better" side: 0 is as good as it gets.
        if (!(sign === -1 && threshold === 0)) expect(levelFor(over), `${metric} just over`).toBe(level);
        expect(levelFor(under), `${metric} just under`).toBe(expectedBelow(level, metric, underValue));
        expect(unmetMetrics(under, level)).toEqual([metric]);
      }
    });
  }

  it('holds a rate or average with nothing measured against no level but New', () => {
    const fresh: LevelMetrics = { ...atThresholds('top-rated'), averageRating: null };
    expect(levelFor(fresh)).toBe('new');
    expect(unmetMetrics(fresh, 'level-1')).toEqual(['averageRating']);
  });
});

describe('decideLevel', () => {
  it('promotes at once, possibly by more than one level', () => {
    expect(decideLevel('new', 'level-2', 0)).toEqual({ level: 'level-2', evaluationsBelow: 0, change: 'promoted' });
  });

  it('demotes only at the second evaluation in a row below, to the level measured then', () => {
    const first = decideLevel('level-2', 'level-1', 0);
    expect(first).toEqual({ level: 'level-2', evaluationsBelow: 1, change: 'kept' });
    expect(decideLevel('level-2', 'new', first.evaluationsBelow)).toEqual({ level: 'new', evaluationsBelow: 0, change: 'demoted' });
  });

  it('forgets a single evaluation below once the next one is back at the level', () => {
    const first = decideLevel('top-rated', 'level-2', 0);
    const back = decideLevel('top-rated', 'top-rated', first.evaluationsBelow);
    expect(back).toEqual({ level: 'top-rated', evaluationsBelow: 0, change: 'kept' });
    expect(decideLevel('top-rated', 'level-2', back.evaluationsBelow).change).toBe('kept');
  });
});

describe('changeReasons', () => {
  it('names the metrics of the lost level that are not met now', () => {
    const now = { ...atThresholds('level-2'), responseRate: 0.5 };
    const decision = decideLevel('level-2', levelFor(now), 1);
    expect(decision.change).toBe('demoted');
    expect(changeReasons(decision, 'level-2', now, null)).toEqual(['responseRate']);
  });

  it('names what moved an expert up: the metrics the previous evaluation had not met', () => {
    const previous = { ...atThresholds('level-2'), completedSessions: 19 };
    const now = atThresholds('level-2');
    const decision = decideLevel('level-1', levelFor(now), 0);
    expect(changeReasons(decision, 'level-1', now, previous)).toEqual(['completedSessions']);
  });

  it('names nothing when the level is kept', () => {
    expect(changeReasons(decideLevel('level-1', 'level-1', 0), 'level-1', atThresholds('level-1'), null)).toEqual([]);
  });
});

describe('nextLevel', () => {
  it('walks up the levels and stops at the top', () => {
    expect(nextLevel('new')).toBe('level-1');
    expect(nextLevel('level-2')).toBe('top-rated');
    expect(nextLevel('top-rated')).toBeNull();
  });
});
