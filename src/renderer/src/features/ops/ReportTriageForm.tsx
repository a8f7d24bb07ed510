import { useId, useState, type SubmitEvent } from 'react';
import { ApiError, call } from '#api/client';
import { useAction } from '#api/use-action';
import { useStepUp } from '#features/account/StepUpDialog';
import type { OpsReport } from '#shared/contract/http/ops-reports';
import { operatorReasonSchema } from '#shared/domain/operator-roles';
import { OPS_REPORTS_TEXTS } from '#shared/domain/ops-reports-texts';
import { REPORT_TRIAGE_ACTIONS } from '#shared/domain/report-triage';
import { ActionError } from './ActionError';
import { ReasonField } from './ReasonField';
import { failureOf } from './step-up-failure';

const T = OPS_REPORTS_TEXTS;
type TriageAction = (typeof REPORT_TRIAGE_ACTIONS)[number];

/** A change that found the report closed or the content changed meanwhile: the page reloads to show it. */
export const changedMeanwhile = (err: unknown) => err instanceof ApiError && err.status === 409;

/**
 * Support's triage of one open report: an outcome and a reason, checked with the server's rule; a
 * session without a recent second factor is asked for a code and the triage is sent again.
 */
export function ReportTriageForm({ report, onDone }: { report: OpsReport; onDone: (closed: OpsReport | null, message?: string) => void }) {
  const id = useId();
  const [action, setAction] = useState<TriageAction | null>(null);
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<{ action?: string; reason?: string }>({});
  const stepUp = useStepUp();
  const triage = useAction(
    (body: { action: TriageAction; reason: string }) => stepUp.run(() => call('opsReportTriage', { params: { reportId: report.id }, body })),
    { errorOf: failureOf, onError: (err, shown) => changedMeanwhile(err) && onDone(null, shown.message) },
  );

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const checked = operatorReasonSchema.safeParse(reason);
    const found = { ...(action === null ? { action: T.chooseAction } : {}), ...(checked.success ? {} : { reason: checked.error.issues[0]?.message ?? '' }) };
    setFields(found);
    if (action === null || !checked.success) return;
    const done = await triage.run({ action, reason: checked.data });
    if (done) onDone(done.report);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="page-stack" aria-label={T.triage} data-testid="ops-report-triage">
      <fieldset aria-describedby={fields.action ? `${id}-action-error` : undefined}>
        <legend>{T.action}</legend>
        {REPORT_TRIAGE_ACTIONS.map((a) => (
          <label key={a} className="row">
            <input type="radio" name={`${id}-action`} value={a} checked={action === a} onChange={() => setAction(a)} />
            <span>{T.actions[a]}</span>
          </label>
        ))}
        {fields.action && (
          <span id={`${id}-action-error`} className="text-error">
            {fields.action}
          </span>
        )}
      </fieldset>
      <ReasonField label={OPS_REPORTS_TEXTS.reason} value={reason} error={fields.reason} onChange={setReason} />
      <ActionError failure={triage.error} />
      <div className="row">
        <button type="submit" className="btn" disabled={triage.busy}>
          {triage.busy ? T.submitting : T.submit}
        </button>
      </div>
      {stepUp.dialog}
    </form>
  );
}
