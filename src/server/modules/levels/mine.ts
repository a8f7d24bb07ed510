import { LEVEL_HISTORY_MAX, type MyLevel } from '#shared/contract/http/levels';
import { decideLevel, levelFor, type LevelMetric, type LevelMetrics } from '#shared/domain/levels';
import type { Queryable } from '../../db/queryable';
import { measureExperts } from './metrics';

/**
 * The expert's levels page: the held level (New before any evaluation), the metrics measured now,
 * the level they meet and the one the next evaluation would give (a demotion still needs its
 * evaluations in a row), and the last evaluations, the newest first.
 */
export async function myLevel(db: Queryable, expertId: string, now: Date): Promise<MyLevel> {
  const held = await db.selectFrom('expert_levels').selectAll().where('expert_id', '=', expertId).executeTakeFirst();
  const metrics = (await measureExperts(db, now, expertId)).get(expertId);
  if (!metrics) throw new Error(`no expert profile ${expertId}`);
  const level = held?.level ?? 'new';
  const measuredLevel = levelFor(metrics);
  const rows = await db
    .selectFrom('level_evaluations')
    .select(['evaluated_on', 'measured_level', 'level', 'change', 'reasons_json', 'metrics_json'])
    .where('expert_id', '=', expertId)
    .orderBy('evaluated_on', 'desc')
    .limit(LEVEL_HISTORY_MAX)
    .execute();
  return {
    level,
    evaluatedOn: held?.evaluated_on ?? null,
    evaluationsBelow: held?.evaluations_below ?? 0,
    metrics,
    measuredLevel,
    preview: decideLevel(level, measuredLevel, held?.evaluations_below ?? 0).level,
    history: rows.map((r) => ({
      day: r.evaluated_on,
      measuredLevel: r.measured_level,
      level: r.level,
      change: r.change,
      reasons: JSON.parse(r.reasons_json) as LevelMetric[],
      metrics: JSON.parse(r.metrics_json) as LevelMetrics,
    })),
  };
}
