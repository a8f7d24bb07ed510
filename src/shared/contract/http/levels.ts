import { z } from 'zod';
import { LEVEL_IDS, LEVEL_METRICS, type LevelMetric } from '../../domain/levels';
import { defineRoute } from './route';

const level = z.enum(LEVEL_IDS);
const metric = z.enum(LEVEL_METRICS as [LevelMetric, ...LevelMetric[]]);

/** What an evaluation measured (domain/levels.ts, LevelMetrics). */
export const levelMetricsSchema = z.object({
  completedSessions: z.number(),
  distinctBuyers: z.number(),
  averageRating: z.number().nullable(),
  responseRate: z.number().nullable(),
  attendanceRate: z.number().nullable(),
  expertCancellations: z.number(),
  profileAgeDays: z.number(),
  recentStrikes: z.number(),
});

/** One daily evaluation of the expert, as kept. */
export const levelEvaluationSchema = z.object({
  day: z.string(),
  measuredLevel: level,
  level,
  change: z.enum(['promoted', 'demoted', 'kept']),
  reasons: z.array(metric),
  metrics: levelMetricsSchema,
});

export type LevelEvaluation = z.infer<typeof levelEvaluationSchema>;

/** The last evaluations, at most this many, are listed on the levels page. */
export const LEVEL_HISTORY_MAX = 60;

/**
 * The expert's own levels page: the level held, what it measures today against the next level's
 * thresholds, the level the next evaluation would give if it ran now, and the last evaluations.
 */
export const myLevelSchema = z.object({
  level,
  /** The day of the last evaluation; null before the first. */
  evaluatedOn: z.string().nullable(),
  /** Evaluations in a row measured below the held level (a demotion takes DEMOTION_EVALUATIONS). */
  evaluationsBelow: z.number(),
  /** The metrics as measured now. */
  metrics: levelMetricsSchema,
  /** The level the metrics meet now, and the one the next evaluation would give (the two-evaluation rule applied). */
  measuredLevel: level,
  preview: level,
  /** The most recent first, at most LEVEL_HISTORY_MAX. */
  history: z.array(levelEvaluationSchema),
});
export type MyLevel = z.infer<typeof myLevelSchema>;

export const levelRoutes = {
  /** The signed-in expert's level, metrics, preview and history. */
  levelMine: defineRoute({
    method: 'GET',
    path: '/api/levels/mine',
    refuses: [403],
    auth: 'expert',
    response: myLevelSchema,
  }),
};
