import { randomUUID } from 'node:crypto';
import { changeReasons, decideLevel, levelFor, type LevelDecision, type LevelId, type LevelMetric, type LevelMetrics } from '#shared/domain/levels';
import type { Database } from '../../db/schema';
import type { Kysely } from 'kysely';
import { measureExperts } from './metrics';

/** One expert whose level the evaluation changed, and the metrics that moved it (for the notice). */
export interface LevelChange {
  expertId: string;
  from: LevelId;
  to: LevelId;
  change: Exclude<LevelDecision['change'], 'kept'>;
  reasons: LevelMetric[];
}

export interface EvaluationReport {
  day: string;
  /** Experts evaluated by this run (0 when the day's evaluation was done already). */
  evaluated: number;
  changes: LevelChange[];
}

/** Experts written per transaction: each batch's evaluations and levels land together. */
const BATCH = 500;

export const evaluationDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The daily evaluation at `now`: measures every expert, decides each level (domain/levels.ts), and
 * writes the day's evaluation and the held level together. An expert already evaluated that day is
 * left as it is (the unique day key), so two instances, or a retried job, evaluate once.
 */
export async function evaluateLevels(db: Kysely<Database>, now: Date): Promise<EvaluationReport> {
  const day = evaluationDay(now);
  const metrics = await measureExperts(db, now);
  const held = new Map((await db.selectFrom('expert_levels').selectAll().execute()).map((row) => [row.expert_id, row]));
  const previousDays = [...new Set([...held.values()].map((row) => row.evaluated_on))].filter((d) => d !== day);
  const previous = new Map<string, LevelMetrics>();
  if (previousDays.length > 0) {
    const rows = await db.selectFrom('level_evaluations').select(['expert_id', 'evaluated_on', 'metrics_json']).where('evaluated_on', 'in', previousDays).execute();
    for (const row of rows) if (held.get(row.expert_id)?.evaluated_on === row.evaluated_on) previous.set(row.expert_id, JSON.parse(row.metrics_json) as LevelMetrics);
  }

  const at = now.toISOString();
  const decided = [...metrics].map(([expertId, measured]) => {
    const before = held.get(expertId);
    const from: LevelId = before?.level ?? 'new';
    const measuredLevel = levelFor(measured);
    const decision = decideLevel(from, measuredLevel, before?.evaluations_below ?? 0);
    return { expertId, measured, measuredLevel, from, decision, reasons: changeReasons(decision, from, measured, previous.get(expertId) ?? null) };
  });

  let evaluated = 0;
  const changes: LevelChange[] = [];
  for (let i = 0; i < decided.length; i += BATCH) {
    const batch = decided.slice(i, i + BATCH);
    await db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto('level_evaluations')
        .values(
          batch.map((d) => ({
            id: randomUUID(),
            expert_id: d.expertId,
            evaluated_on: day,
            measured_level: d.measuredLevel,
            level: d.decision.level,
            change: d.decision.change,
            metrics_json: JSON.stringify(d.measured),
            reasons_json: JSON.stringify(d.reasons),
            created_at: at,
          })),
        )
        .onConflict((oc) => oc.columns(['expert_id', 'evaluated_on']).doNothing())
        .returning('expert_id')
        .execute();
      const fresh = new Set(inserted.map((row) => row.expert_id));
      for (const d of batch) {
        if (!fresh.has(d.expertId)) continue;
        evaluated += 1;
        const values = { level: d.decision.level, evaluations_below: d.decision.evaluationsBelow, evaluated_on: day, updated_at: at };
        await tx
          .insertInto('expert_levels')
          .values({ expert_id: d.expertId, ...values })
          .onConflict((oc) => oc.column('expert_id').doUpdateSet(values))
          .execute();
        if (d.decision.change !== 'kept') changes.push({ expertId: d.expertId, from: d.from, to: d.decision.level, change: d.decision.change, reasons: d.reasons });
      }
    });
  }
  return { day, evaluated, changes };
}
