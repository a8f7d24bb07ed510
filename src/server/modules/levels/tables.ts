import type { LevelDecision, LevelId } from '#shared/domain/levels';

/** An expert's held level (one row per expert once evaluated; none: New). */
export interface ExpertLevelsTable {
  expert_id: string;
  level: LevelId;
  evaluations_below: number;
  evaluated_on: string;
  updated_at: string;
}

/** One daily evaluation of one expert, with what it measured. */
export interface LevelEvaluationsTable {
  id: string;
  expert_id: string;
  evaluated_on: string;
  measured_level: LevelId;
  level: LevelId;
  change: LevelDecision['change'];
  /** The LevelMetrics measured, as JSON. */
  metrics_json: string;
  /** The LevelMetric names that moved the level, as a JSON array. */
  reasons_json: string;
  created_at: string;
}
