import { reportSnapshotSchema, type OpsReport } from '#shared/contract/http/ops-reports';
import { REPORT_REASONS } from '#shared/domain/messages';
import { OPS_REPORTS_PAGE_SIZE, REPORT_TRIAGE_MESSAGES, type ReportStatus } from '#shared/domain/report-triage';
import type { Queryable } from '../../db/queryable';
import { notFound } from '../../http/errors';

/** A report with both people and, for a gig or a review, whether it is hidden now. */
const withPeople = (db: Queryable) =>
  db
    .selectFrom('user_reports as r')
    .innerJoin('users as ru', 'ru.id', 'r.reporter_id')
    .innerJoin('users as tu', 'tu.id', 'r.reported_id')
    .leftJoin('gigs as g', (j) => j.onRef('g.id', '=', 'r.target_id').on('r.target_kind', '=', 'gig'))
    .leftJoin('reviews as v', (j) => j.onRef('v.id', '=', 'r.target_id').on('r.target_kind', '=', 'review'))
    .selectAll('r')
    .select([
      'ru.name as reporter_name',
      'ru.email as reporter_email',
      'tu.name as reported_name',
      'tu.email as reported_email',
      'g.hidden_at as gig_hidden_at',
      'v.hidden_at as review_hidden_at',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof withPeople>['executeTakeFirstOrThrow']>>;

const reasonOf = (reason: string) => REPORT_REASONS.find((r) => r === reason) ?? 'other';

/** A stored snapshot read back; null when there is none (or it does not read as one). */
export function snapshotOf(json: string | null): OpsReport['snapshot'] {
  if (json === null) return null;
  const parsed = reportSnapshotSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

const toReport = (r: Row, now: Date): OpsReport => ({
  id: r.id,
  kind: r.target_kind,
  targetId: r.target_id,
  reason: reasonOf(r.reason),
  details: r.details,
  createdAt: r.created_at,
  ageSeconds: Math.max(0, Math.floor((now.getTime() - Date.parse(r.created_at)) / 1000)),
  reporter: { id: r.reporter_id, name: r.reporter_name, email: r.reporter_email },
  reported: { id: r.reported_id, name: r.reported_name, email: r.reported_email },
  snapshot: snapshotOf(r.snapshot_json),
  targetHiddenAt: r.gig_hidden_at ?? r.review_hidden_at ?? null,
  status: r.status,
  outcome: r.outcome,
  outcomeReason: r.outcome_reason,
  closedBy: r.closed_by,
  closedAt: r.closed_at,
});

/** A page of the queue: open reports the oldest first (closed ones the latest closed first); one row more tells whether another page follows. */
export async function listReports(
  db: Queryable,
  status: ReportStatus,
  page: number,
  now: Date,
): Promise<{ reports: OpsReport[]; page: number; hasMore: boolean }> {
  let query = withPeople(db).where('r.status', '=', status);
  query = status === 'open' ? query.orderBy('r.created_at').orderBy('r.id') : query.orderBy('r.closed_at', 'desc').orderBy('r.id', 'desc');
  const rows = await query
    .limit(OPS_REPORTS_PAGE_SIZE + 1)
    .offset((page - 1) * OPS_REPORTS_PAGE_SIZE)
    .execute();
  return { reports: rows.slice(0, OPS_REPORTS_PAGE_SIZE).map((r) => toReport(r, now)), page, hasMore: rows.length > OPS_REPORTS_PAGE_SIZE };
}

/** One report, open or closed: 404 when there is none. */
export async function reportOf(db: Queryable, reportId: string, now: Date): Promise<OpsReport> {
  const row = await withPeople(db).where('r.id', '=', reportId).executeTakeFirst();
  if (!row) throw notFound(REPORT_TRIAGE_MESSAGES.notFound);
  return toReport(row, now);
}

/** The home's figure: open reports and the oldest among them. */
export async function openReportsFigure(db: Queryable, now: Date): Promise<{ open: number; oldestAt: string | null; oldestAgeSeconds: number | null }> {
  const row = await db
    .selectFrom('user_reports')
    .select((eb) => [eb.fn.countAll<number | string>().as('open'), eb.fn.min('created_at').as('oldest')])
    .where('status', '=', 'open')
    .executeTakeFirst();
  const oldestAt = row?.oldest ?? null;
  return {
    open: Number(row?.open ?? 0),
    oldestAt,
    oldestAgeSeconds: oldestAt === null ? null : Math.max(0, Math.floor((now.getTime() - Date.parse(oldestAt)) / 1000)),
  };
}
