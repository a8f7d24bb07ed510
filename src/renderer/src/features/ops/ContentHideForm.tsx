import { useId, useState, type SubmitEvent } from 'react';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { useStepUp } from '#features/account/StepUpDialog';
import { OPS_REPORTS_TEXTS } from '#shared/domain/ops-reports-texts';
import { contentHideBodySchema, HIDEABLE_KINDS, type HideableKind } from '#shared/domain/report-triage';
import { ActionError } from './ActionError';
import { ReasonField } from './ReasonField';
import { changedMeanwhile } from './ReportTriageForm';
import { failureOf } from './step-up-failure';

const T = OPS_REPORTS_TEXTS;
type Verb = 'hide' | 'unhide';
type Fields = Partial<Record<'kind' | 'id' | 'reason', string>>;

/**
 * Trust hides a gig or a review (or shows it again) with a reason: the one reported (`fixed`, which
 * then closes its report as 'hide'), or any by its id. Checked with the server's schema; asks for a
 * code when the session's second factor is not recent.
 */
export function ContentHideForm({
  fixed,
  onDone,
}: {
  fixed?: { kind: HideableKind; id: string; reportId: string };
  onDone: (message: string, reload: boolean) => void;
}) {
  const id = useId();
  const [kind, setKind] = useState<HideableKind>(fixed?.kind ?? 'gig');
  const [targetId, setTargetId] = useState(fixed?.id ?? '');
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Fields>({});
  const stepUp = useStepUp();
  const act = useAction(
    (verb: Verb, body: { kind: HideableKind; id: string; reason: string; reportId?: string }) =>
      stepUp.run(() => (verb === 'hide' ? call('opsContentHide', { body }) : call('opsContentUnhide', { body }))),
    { errorOf: failureOf, onError: (err, shown) => changedMeanwhile(err) && onDone(shown.message, true) },
  );

  const send = async (verb: Verb) => {
    const body = { kind, id: targetId, reason, ...(fixed && verb === 'hide' ? { reportId: fixed.reportId } : {}) };
    const parsed = contentHideBodySchema.safeParse(body);
    const found: Fields = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] === 'reason' ? 'reason' : issue.path[0] === 'kind' ? 'kind' : 'id'] ??= issue.message;
    setFields(found);
    if (!parsed.success) return;
    const done = await act.run(verb, parsed.data);
    if (done) onDone(verb === 'hide' ? T.content.hidden(kind) : T.content.shown(kind), fixed !== undefined);
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void send('hide');
  };
  const error = (field: keyof Fields) =>
    fields[field] && (
      <span id={`${id}-${field}-error`} className="text-error">
        {fields[field]}
      </span>
    );

  return (
    <form onSubmit={submit} noValidate className="page-stack" aria-label={fixed ? T.hide(fixed.kind) : T.content.title} data-testid="ops-content-hide">
      {!fixed && (
        <div className="row">
          <label className="form-field">
            <span>{T.content.kind}</span>
            <select value={kind} onChange={(e) => setKind(e.target.value === 'review' ? 'review' : 'gig')}>
              {HIDEABLE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </label>
          <label className="form-field">
            <span>{T.content.id}</span>
            <input value={targetId} onChange={(e) => setTargetId(e.target.value)} aria-invalid={fields.id ? true : undefined} aria-describedby={fields.id ? `${id}-id-error` : undefined} />
            {error('id')}
          </label>
        </div>
      )}
      <ReasonField label={OPS_REPORTS_TEXTS.reason} value={reason} error={fields.reason} onChange={setReason} />
      <ActionError failure={act.error} />
      <div className="row">
        <button type="submit" className="btn" disabled={act.busy}>
          {act.busy ? T.hiding : fixed ? T.hide(fixed.kind) : T.content.hide}
        </button>
        {!fixed && (
          <button type="button" className="btn is-secondary" disabled={act.busy} onClick={() => void send('unhide')}>
            {T.content.unhide}
          </button>
        )}
      </div>
      {stepUp.dialog}
    </form>
  );
}
