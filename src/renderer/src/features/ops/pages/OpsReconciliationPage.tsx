import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import type { OpsReconciliationRun, OpsRunWithMismatches } from '#shared/contract/http/ops-money';
import { opsReconcileBodySchema } from '#shared/domain/ops-money';
import { roleFor, type OperatorRole } from '#shared/domain/operator-roles';
import { OPS_MONEY_TEXTS } from '#shared/domain/ops-money-texts';
import { DataTable } from '../DataTable';
import { OpsFrame } from '../OpsFrame';
import { LoadState } from '../LoadState';
import { ActionError } from '../ActionError';
import { ReasonField } from '../ReasonField';
import { Field, fieldMessages, useOpsAction } from '../ops-action';

const T = OPS_MONEY_TEXTS.reconciliation;

function Runs({ runs, shown, onShow }: { runs: readonly OpsReconciliationRun[]; shown: string | null; onShow: (id: string) => void }) {
  if (runs.length === 0) return <p>{T.noRuns}</p>;
  const C = T.columns;
  return (
    <DataTable caption={T.runs} head={[C.day, C.trigger, C.at, C.events, C.topups, C.mismatches, '']} testId="ops-reconciliation-runs">
      {runs.map((r) => (
        <tr key={r.id}>
          <td>{r.day}</td>
          <td>{r.trigger}</td>
          <td>{r.at}</td>
          <td>{r.eventsChecked}</td>
          <td>{r.topupsChecked}</td>
          <td>{r.mismatches}</td>
          <td>
            <button type="button" className="btn-link" aria-pressed={shown === r.id} onClick={() => onShow(r.id)}>
              {T.show} {r.day}
            </button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function Mismatches({ run }: { run: OpsRunWithMismatches }) {
  const C = T.mismatchColumns;
  return (
    <section className="section" aria-labelledby="ops-reconciliation-found">
      <h2 id="ops-reconciliation-found">
        {T.found}: {run.day}
      </h2>
      {run.found.length === 0 ? (
        <p data-testid="ops-reconciliation-clean">{T.none}</p>
      ) : (
        <DataTable caption={T.found} head={[C.kind, C.payment, C.user, C.expected, C.captured, C.credits, C.at]} testId="ops-reconciliation-found">
          {run.found.map((m) => (
            <tr key={m.id}>
              <td>{T.kinds[m.kind]}</td>
              <td>{[m.paymentId, m.providerPaymentId].filter(Boolean).join(' / ')}</td>
              <td>{m.userId ? <Link to={`/ops/users/${encodeURIComponent(m.userId)}`}>{m.userId}</Link> : '—'}</td>
              <td>{m.expectedMinor ?? '—'}</td>
              <td>{m.capturedMinor ?? '—'}</td>
              <td>{m.credits ?? '—'}</td>
              <td>{m.at}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

function RunNow({ onRan }: { onRan: (run: OpsRunWithMismatches) => void }) {
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const action = useOpsAction((body: { day?: string; reason: string }) => call('opsReconciliationRun', { body }));
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const parsed = opsReconcileBodySchema.safeParse({ ...(day.trim() ? { day: day.trim() } : {}), reason });
    setFields(parsed.success ? {} : fieldMessages(parsed.error.issues));
    if (!parsed.success) return;
    const run = await action.run(parsed.data);
    if (run) onRan(run);
  };
  const shown = { ...action.error?.fields, ...fields };
  return (
    <section className="section" aria-labelledby="ops-reconcile-now">
      <h2 id="ops-reconcile-now">{T.runNow}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate className="page-stack" data-testid="ops-reconcile-now">
        <Field label={T.day} error={shown.day}>
          {({ describedBy }) => <input name="day" type="date" value={day} onChange={(e) => setDay(e.target.value)} aria-invalid={shown.day ? true : undefined} aria-describedby={describedBy} />}
        </Field>
        <ReasonField label={T.reason} value={reason} error={shown.reason} onChange={setReason} />
        <ActionError failure={action.error} />
        <div className="row">
          <button type="submit" className="btn" disabled={action.busy}>
            {T.runNow}
          </button>
        </div>
      </form>
      {action.dialog}
    </section>
  );
}

function Reconciliation({ roles }: { roles: readonly OperatorRole[] }) {
  const [runId, setRunId] = useState<string | null>(null);
  const page = useQuery(['opsReconciliation', runId], (signal) => call('opsReconciliation', { query: runId === null ? {} : { runId }, signal }));
  const ran = (run: OpsRunWithMismatches) => {
    if (run.id === runId) page.retry();
    else setRunId(run.id);
  };
  return (
    <>
      {roleFor(roles, 'reconciliation', 'act') && <RunNow onRan={ran} />}
      {!page.data ? (
        <LoadState query={page} />
      ) : (
        <>
          {page.data.run && <Mismatches run={page.data.run} />}
          <section className="section" aria-labelledby="ops-reconciliation-runs">
            <h2 id="ops-reconciliation-runs">{T.runs}</h2>
            <Runs runs={page.data.runs} shown={page.data.run?.id ?? null} onShow={setRunId} />
          </section>
        </>
      )}
    </>
  );
}

/** The daily reconciliation of Razorpay's payments against the ledger: the runs, one run's mismatches, and finance's "run now". */
export default function OpsReconciliationPage() {
  return <OpsFrame title={T.title}>{(roles) => <Reconciliation roles={roles} />}</OpsFrame>;
}
