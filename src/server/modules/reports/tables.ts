import type { ColumnType, Selectable } from 'kysely';
import type { ReportOutcome, ReportStatus } from '#shared/domain/report-triage';
import type { ReportTargetKind } from '#shared/domain/reports';

/**
 * A report for moderation (migrations 0800, 1000): who reported whom, what (kind and id; a report of
 * a person from a conversation may have no conversation), the content as it was when reported, and
 * its triage once an operator closed it.
 */
export interface UserReportsTable {
  id: string;
  reporter_id: string;
  /** The account whose content it is. */
  reported_id: string;
  conversation_id: string | null;
  reason: string;
  details: string | null;
  created_at: string;
  target_kind: ColumnType<ReportTargetKind, ReportTargetKind | undefined, ReportTargetKind>;
  target_id: string | null;
  /** The ReportSnapshot (contract http/ops-reports) as JSON; null for reports made before snapshots. */
  snapshot_json: string | null;
  status: ColumnType<ReportStatus, ReportStatus | undefined, ReportStatus>;
  outcome: ReportOutcome | null;
  outcome_reason: string | null;
  closed_by: string | null;
  closed_at: string | null;
}

/** A report row as read. */
export type UserReportRow = Selectable<UserReportsTable>;
