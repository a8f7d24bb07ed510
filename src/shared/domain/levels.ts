/**
 * Expert levels, in the open: the thresholds below are the whole formula. The public page /levels
 * shows this table as it is, the daily evaluation applies it, and the expert's levels page shows each
 * metric against the next level's threshold. A level is earned by meeting every threshold of it (and
 * so of the levels below, whose thresholds are never stricter).
 */

export const LEVEL_IDS = ['new', 'level-1', 'level-2', 'top-rated'] as const;
export type LevelId = (typeof LEVEL_IDS)[number];

/** The rolling window the counts and rates are measured over, in days, ending at the evaluation. */
export const LEVEL_WINDOW_DAYS = 90;
/** Disputes upheld against the expert and warnings from the operations console count over this many days. */
export const LEVEL_STRIKE_WINDOW_DAYS = 30;
/** A buyer's first message counts as answered when the expert replied within this many hours. */
export const LEVEL_RESPONSE_HOURS = 24;
/** A level falls only when this many evaluations in a row are below it: one bad week never demotes. */
export const DEMOTION_EVALUATIONS = 2;

/**
 * What an evaluation measures, each over the window unless said otherwise. A rate or an average is
 * null when there is nothing to measure yet (no rated session, no first message): it meets no
 * threshold but is not held against the expert at the New level.
 */
export interface LevelMetrics {
  /** Sessions completed (settled) in the window. */
  completedSessions: number;
  /** Distinct buyers of those sessions. */
  distinctBuyers: number;
  /** The average rating of the reviews given in the window (1–5). */
  averageRating: number | null;
  /** Buyers' first messages answered within LEVEL_RESPONSE_HOURS, of those received (0–1). */
  responseRate: number | null;
  /** Sessions the expert attended, of those due (0–1); an expert no-show counts against it. */
  attendanceRate: number | null;
  /** Accepted bookings the expert cancelled in the window. */
  expertCancellations: number;
  /** Days since the expert profile was made. */
  profileAgeDays: number;
  /** Disputes upheld against the expert and warnings, over LEVEL_STRIKE_WINDOW_DAYS. */
  recentStrikes: number;
}
export type LevelMetric = keyof LevelMetrics;

/** The metrics in the order every page lists them. */
export const LEVEL_METRICS: readonly LevelMetric[] = [
  'completedSessions',
  'distinctBuyers',
  'averageRating',
  'responseRate',
  'attendanceRate',
  'expertCancellations',
  'profileAgeDays',
  'recentStrikes',
];

/** A metric either has to reach its threshold (`min`) or stay within it (`max`). */
export const METRIC_DIRECTION: Record<LevelMetric, 'min' | 'max'> = {
  completedSessions: 'min',
  distinctBuyers: 'min',
  averageRating: 'min',
  responseRate: 'min',
  attendanceRate: 'min',
  expertCancellations: 'max',
  profileAgeDays: 'min',
  recentStrikes: 'max',
};

export type LevelThresholds = Readonly<Record<LevelMetric, number>>;

/**
 * The thresholds of each level above New. Chosen so that Level 1 is within reach of an expert's
 * first month of regular work, Level 2 of a steady quarter, and Top Rated of an expert who is
 * booked most weeks and almost never lets a buyer down.
 */
export const LEVEL_THRESHOLDS: Readonly<Record<Exclude<LevelId, 'new'>, LevelThresholds>> = {
  'level-1': {
    completedSessions: 5,
    distinctBuyers: 3,
    averageRating: 4.4,
    responseRate: 0.8,
    attendanceRate: 0.9,
    expertCancellations: 2,
    profileAgeDays: 30,
    recentStrikes: 0,
  },
  'level-2': {
    completedSessions: 20,
    distinctBuyers: 10,
    averageRating: 4.6,
    responseRate: 0.9,
    attendanceRate: 0.95,
    expertCancellations: 1,
    profileAgeDays: 60,
    recentStrikes: 0,
  },
  'top-rated': {
    completedSessions: 50,
    distinctBuyers: 25,
    averageRating: 4.8,
    responseRate: 0.95,
    attendanceRate: 0.98,
    expertCancellations: 0,
    profileAgeDays: 120,
    recentStrikes: 0,
  },
};

export const levelRank = (level: LevelId): number => LEVEL_IDS.indexOf(level);

/** The level after `level`, or null at the top. */
export function nextLevel(level: LevelId): Exclude<LevelId, 'new'> | null {
  const next = LEVEL_IDS[levelRank(level) + 1];
  return next === undefined || next === 'new' ? null : next;
}

/** Whether one metric's value meets its threshold (a null rate or average meets none). */
export function meetsThreshold(metric: LevelMetric, value: number | null, threshold: number): boolean {
  if (value === null) return false;
  return METRIC_DIRECTION[metric] === 'min' ? value >= threshold : value <= threshold;
}

/** The metrics that keep `metrics` from `level`, in the pages' order (empty: the level is met). */
export function unmetMetrics(metrics: LevelMetrics, level: Exclude<LevelId, 'new'>): LevelMetric[] {
  const thresholds = LEVEL_THRESHOLDS[level];
  return LEVEL_METRICS.filter((metric) => !meetsThreshold(metric, metrics[metric], thresholds[metric]));
}

/** The highest level whose every threshold `metrics` meet. */
export function levelFor(metrics: LevelMetrics): LevelId {
  let level: LevelId = 'new';
  for (const candidate of LEVEL_IDS) {
    if (candidate === 'new') continue;
    if (unmetMetrics(metrics, candidate).length > 0) break;
    level = candidate;
  }
  return level;
}

export interface LevelDecision {
  /** The level the expert holds after this evaluation. */
  level: LevelId;
  /** How many evaluations in a row, this one included, measured below the held level. */
  evaluationsBelow: number;
  change: 'promoted' | 'demoted' | 'kept';
}

/**
 * One evaluation's outcome: a promotion takes effect at once; a demotion only at the
 * DEMOTION_EVALUATIONS-th evaluation in a row below the held level, and then to the level measured
 * now (never further down than the measurement says).
 */
export function decideLevel(held: LevelId, measured: LevelId, evaluationsBelowBefore: number): LevelDecision {
  if (levelRank(measured) > levelRank(held)) return { level: measured, evaluationsBelow: 0, change: 'promoted' };
  if (levelRank(measured) === levelRank(held)) return { level: held, evaluationsBelow: 0, change: 'kept' };
  const evaluationsBelow = evaluationsBelowBefore + 1;
  if (evaluationsBelow >= DEMOTION_EVALUATIONS) return { level: measured, evaluationsBelow: 0, change: 'demoted' };
  return { level: held, evaluationsBelow, change: 'kept' };
}

/**
 * The metrics to name in the notice of a change: for a promotion, those of the new level that the
 * previous evaluation had not met (what moved the expert up); for a demotion, those of the lost
 * level that are not met now.
 */
export function changeReasons(decision: LevelDecision, held: LevelId, metrics: LevelMetrics, previous: LevelMetrics | null): LevelMetric[] {
  if (decision.change === 'demoted' && held !== 'new') return unmetMetrics(metrics, held);
  if (decision.change === 'promoted' && decision.level !== 'new') {
    const moved = previous ? unmetMetrics(previous, decision.level) : [];
    return moved.length > 0 ? moved : [...LEVEL_METRICS];
  }
  return [];
}
