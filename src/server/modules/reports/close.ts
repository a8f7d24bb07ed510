import { REPORT_TRIAGE_MESSAGES, type ReportOutcome } from '#shared/domain/report-triage';
import type { Queryable } from '../../db/queryable';
import { AppError, notFound } from '../../http/errors';
import type { UserReportRow } from './tables';

/** The answer to triaging a report someone closed meanwhile. */
export const REPORT_CLOSED_CODE = 'REPORT_CLOSED';

/** 409 with what happened to the report: its outcome, when and by whom. */
export function alreadyClosed(r: UserReportRow): AppError {
  const outcome = r.outcome ?? 'closed';
  const at = r.closed_at ?? '';
  return new AppError(409, REPORT_CLOSED_CODE, REPORT_TRIAGE_MESSAGES.alreadyClosed(outcome, at), {
    outcome,
    closedAt: at,
    closedBy: r.closed_by ?? '',
  });
}

/** The report, open: 404 when there is none, 409 when it is closed already. */
export async function openReport(db: Queryable, reportId: string): Promise<UserReportRow> {
  const r = await db.selectFrom('user_reports').selectAll().where('id', '=', reportId).executeTakeFirst();
  if (!r) throw notFound(REPORT_TRIAGE_MESSAGES.notFound);
  if (r.status !== 'open') throw alreadyClosed(r);
  return r;
}

/** Closes the report if it is still open (one statement, so two operators cannot both close it); else 409. */
export async function closeReport(
  db: Queryable,
  r: UserReportRow,
  outcome: ReportOutcome,
  reason: string,
  operatorId: string,
  now: Date,
): Promise<void> {
  const done = await db
    .updateTable('user_reports')
    .set({ status: 'closed', outcome, outcome_reason: reason, closed_by: operatorId, closed_at: now.toISOString() })
    .where('id', '=', r.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw alreadyClosed((await db.selectFrom('user_reports').selectAll().where('id', '=', r.id).executeTakeFirst()) ?? r);
}
