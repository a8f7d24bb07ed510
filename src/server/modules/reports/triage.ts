import type { ReportSnapshot } from '#shared/contract/http/ops-reports';
import type { REPORT_TRIAGE_ACTIONS } from '#shared/domain/report-triage';
import type { Db } from '../../db/database';
import { recordAudit } from '../ops/audit';
import { closeReport, openReport } from './close';
import type { Acting, Tell } from './context';
import { snapshotOf } from './queue';

type TriageAction = (typeof REPORT_TRIAGE_ACTIONS)[number];

/** The name a warning gives the reported thing: a gig's title, the gig a review is of; nothing for the rest. */
function nameIn(snapshot: ReportSnapshot | null): string {
  if (snapshot?.kind === 'gig') return snapshot.title;
  if (snapshot?.kind === 'review') return snapshot.gigTitle;
  return '';
}

/**
 * Support's triage of an open report: dismiss it, warn the reported user (bell and mail, in their
 * language), or close it for a suspension, which is done on the account's page. The report is closed
 * and one audit row written in one transaction; a report closed meanwhile answers 409 with what
 * happened and nothing is written.
 */
export async function triageReport(
  db: Db,
  tell: Tell,
  input: { reportId: string; action: TriageAction; reason: string; acting: Acting; now: Date },
): Promise<void> {
  const { reportId, action, reason, acting, now } = input;
  const report = await db.kysely.transaction().execute(async (trx) => {
    const r = await openReport(trx, reportId);
    await closeReport(trx, r, action, reason, acting.operatorId, now);
    await recordAudit(trx, {
      operatorId: acting.operatorId,
      role: acting.role,
      action: `reports.${action}`,
      target: { type: 'report', id: r.id },
      reason,
      before: { status: 'open', kind: r.target_kind, targetId: r.target_id, reportedId: r.reported_id },
      after: { status: 'closed', outcome: action },
      ip: acting.ip,
      requestId: acting.requestId,
      at: now,
    });
    return r;
  });
  if (action === 'warn') {
    await tell(
      { userId: report.reported_id, subjectId: report.id, link: '/dashboard' },
      { event: 'warned', kind: report.target_kind, name: nameIn(snapshotOf(report.snapshot_json)) },
    );
  }
}
