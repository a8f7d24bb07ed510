import { useState } from 'react';
import { Link } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import type { OpsReport } from '#shared/contract/http/ops-reports';
import { roleFor, type OperatorRole } from '#shared/domain/operator-roles';
import { ageText } from '#shared/domain/ops-console-texts';
import { OPS_REPORTS_TEXTS } from '#shared/domain/ops-reports-texts';
import { REPORT_STATUSES, type ReportStatus } from '#shared/domain/report-triage';
import { ContentHideForm } from '../ContentHideForm';
import { LoadState } from '../LoadState';
import { OpsFrame } from '../OpsFrame';
import { ReportSnapshotView } from '../ReportSnapshotView';
import { ReportTriageForm } from '../ReportTriageForm';

const T = OPS_REPORTS_TEXTS;
const accountLink = (userId: string) => `/ops/users/${encodeURIComponent(userId)}`;

/** One report: what, who, the copy kept; for an open one, the actions the caller's roles allow. */
function ReportCard({
  report,
  roles,
  onChanged,
}: {
  report: OpsReport;
  roles: readonly OperatorRole[];
  /** What happened; for a report closed for a suspension, the account to suspend next. */
  onChanged: (message: string, suspend?: OpsReport['reported']) => void;
}) {
  const headingId = `ops-report-${report.id}`;
  const hideable = report.kind === 'gig' || report.kind === 'review' ? report.kind : null;
  return (
    <article className="section ops-report" aria-labelledby={headingId} data-testid="ops-report">
      <h3 id={headingId}>
        {T.reportLabel(T.kinds[report.kind], ageText(report.ageSeconds))} · {T.reasons[report.reason]}
      </h3>
      <dl className="ops-figures">
        <div>
          <dt>{T.reporter}</dt>
          <dd>
            <Link to={accountLink(report.reporter.id)}>{report.reporter.name}</Link> ({report.reporter.email})
          </dd>
        </div>
        <div>
          <dt>{T.reported}</dt>
          <dd>
            <Link to={accountLink(report.reported.id)}>{report.reported.name}</Link> ({report.reported.email})
          </dd>
        </div>
        <div>
          <dt>{T.target}</dt>
          <dd>{report.targetId ?? '—'}</dd>
        </div>
      </dl>
      {report.details && (
        <p>
          {T.details}: {report.details}
        </p>
      )}
      <h4>{T.snapshot}</h4>
      <ReportSnapshotView snapshot={report.snapshot} />
      {report.targetHiddenAt && <p className="text-muted">{T.hiddenNow(report.targetHiddenAt)}</p>}
      {report.status === 'closed' && report.outcome && <p>{T.closed(report.outcome, report.closedAt ?? '', report.outcomeReason ?? '')}</p>}
      {report.status === 'closed' && report.outcome === 'suspend' && <Link to={accountLink(report.reported.id)}>{T.suspendOnAccount}</Link>}
      {report.status === 'open' && roleFor(roles, 'reports', 'act') && (
        <ReportTriageForm
          report={report}
          onDone={(closed, message) => onChanged(message ?? T.closedNow, closed?.outcome === 'suspend' ? closed.reported : undefined)}
        />
      )}
      {report.status === 'open' && hideable && report.targetId && !report.targetHiddenAt && roleFor(roles, 'content', 'act') && (
        <ContentHideForm fixed={{ kind: hideable, id: report.targetId, reportId: report.id }} onDone={(message) => onChanged(message)} />
      )}
    </article>
  );
}

function Queue({ roles }: { roles: readonly OperatorRole[] }) {
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState('');
  const [suspend, setSuspend] = useState<OpsReport['reported'] | null>(null);
  const list = useQuery(['opsReports', status, page], (signal) => call('opsReports', { query: { status, page }, signal }));
  const changed = (message: string, next?: OpsReport['reported']) => {
    setNotice(message);
    setSuspend(next ?? null);
    list.retry();
  };
  const canAct = roleFor(roles, 'reports', 'act') !== null || roleFor(roles, 'content', 'act') !== null;
  return (
    <>
      <section className="section" aria-labelledby="ops-reports-title">
        <h2 id="ops-reports-title">{T.list}</h2>
        <label className="form-field">
          <span>{T.show}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value === 'closed' ? 'closed' : 'open');
              setPage(1);
            }}
          >
            {REPORT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {T.statuses[s]}
              </option>
            ))}
          </select>
        </label>
        {!canAct && <p className="text-muted">{T.readOnly}</p>}
        <p role="status">{notice}</p>
        {suspend && (
          <p>
            <Link to={accountLink(suspend.id)}>{T.suspendAccount(suspend.name)}</Link>
          </p>
        )}
        {!list.data ? (
          <LoadState query={list} />
        ) : list.data.reports.length === 0 ? (
          <p>{T.none}</p>
        ) : (
          list.data.reports.map((r) => <ReportCard key={r.id} report={r} roles={roles} onChanged={changed} />)
        )}
        <div className="row">
          {page > 1 && (
            <button type="button" className="btn is-secondary" onClick={() => setPage(page - 1)}>
              {T.previous}
            </button>
          )}
          {list.data?.hasMore && (
            <button type="button" className="btn is-secondary" onClick={() => setPage(page + 1)}>
              {T.next}
            </button>
          )}
        </div>
      </section>
      {roleFor(roles, 'content', 'act') && (
        <section className="section" aria-labelledby="ops-content-title">
          <h2 id="ops-content-title">{T.content.title}</h2>
          <ContentHideForm onDone={(message, reload) => (reload ? changed(message) : setNotice(message))} />
        </section>
      )}
    </>
  );
}

/** The reports queue: open reports the oldest first, each with its copy and the triage the roles allow. */
export default function OpsReportsPage() {
  return <OpsFrame title={T.title}>{(roles) => <Queue roles={roles} />}</OpsFrame>;
}
