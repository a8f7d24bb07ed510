import { useState, type SubmitEvent } from 'react';
import { call } from '#api/client';
import type { OpsBookingPage } from '#shared/contract/http/ops-money';
import { OPS_SETTLED_STAGES, opsCancelBookingBodySchema, opsResettleBodySchema, type OpsCancelBookingBody, type OpsResettleBody } from '#shared/domain/ops-money';
import { OPS_MONEY_TEXTS } from '#shared/domain/ops-money-texts';
import { ActionError } from './ActionError';
import { ReasonField } from './ReasonField';
import { Field, fieldMessages, useOpsAction, type ActionFailure } from './ops-action';

const T = OPS_MONEY_TEXTS.booking;

interface MoveProps {
  page: OpsBookingPage;
  onMoved: (page: OpsBookingPage, said: string) => void;
  /** The booking moved meanwhile (409, with what happened): the page says so and reloads it. */
  onConflict: (message: string) => void;
}

const conflictOf = (onConflict: (message: string) => void) => (failure: ActionFailure) => {
  if (failure.status === 409) onConflict(failure.message);
};

/** Support's cancellation: a full refund, or some credits back to the buyer and the rest to the expert, with a reason. */
export function BookingCancelForm({ page, onMoved, onConflict }: MoveProps) {
  const { booking } = page;
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [credits, setCredits] = useState('');
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const action = useOpsAction((body: OpsCancelBookingBody) => call('opsBookingCancel', { params: { bookingId: booking.id }, body }), conflictOf(onConflict));

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const amount = /^\d+$/.test(credits.trim()) ? Number(credits.trim()) : Number.NaN;
    const parsed = opsCancelBookingBodySchema.safeParse({ refund: kind === 'full' ? { kind } : { kind, buyerCredits: amount }, reason });
    const found = parsed.success ? {} : fieldMessages(parsed.error.issues);
    if (parsed.success && parsed.data.refund.kind === 'partial' && parsed.data.refund.buyerCredits >= booking.credits) found.refund = T.buyerCredits(booking.credits);
    setFields(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    const moved = await action.run(parsed.data);
    if (moved) onMoved(moved, T.cancelled);
  };

  const shown = { ...action.error?.fields, ...fields };
  return (
    <section className="section" aria-labelledby="ops-cancel-title">
      <h2 id="ops-cancel-title">{T.cancelTitle}</h2>
      <p className="text-muted">{T.cancelHelp}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="page-stack" data-testid="ops-booking-cancel">
        <fieldset>
          <legend>{T.refundKind}</legend>
          {(['full', 'partial'] as const).map((k) => (
            <label key={k} className="row">
              <input type="radio" name="refund" value={k} checked={kind === k} onChange={() => setKind(k)} />
              <span>{k === 'full' ? T.full : T.partial}</span>
            </label>
          ))}
        </fieldset>
        {kind === 'partial' && (
          <Field label={T.buyerCredits(booking.credits)} error={shown.refund}>
            {({ describedBy }) => (
              <input name="buyerCredits" inputMode="numeric" value={credits} onChange={(e) => setCredits(e.target.value)} aria-invalid={shown.refund ? true : undefined} aria-describedby={describedBy} />
            )}
          </Field>
        )}
        <ReasonField label={T.reason} value={reason} error={shown.reason} onChange={setReason} />
        <ActionError failure={action.error} />
        <div className="row">
          <button type="submit" className="btn" disabled={action.busy}>
            {action.busy ? T.submitting : T.cancelSubmit}
          </button>
        </div>
      </form>
      {action.dialog}
    </section>
  );
}

/** Finance's new settlement of a settled session: another outcome and a reason. */
export function BookingResettleForm({ page, onMoved, onConflict }: MoveProps) {
  const { booking } = page;
  const [outcome, setOutcome] = useState<string>('');
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const action = useOpsAction((body: OpsResettleBody) => call('opsBookingResettle', { params: { bookingId: booking.id }, body }), conflictOf(onConflict));

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const parsed = opsResettleBodySchema.safeParse({ outcome, reason });
    setFields(parsed.success ? {} : fieldMessages(parsed.error.issues));
    if (!parsed.success) return;
    const moved = await action.run(parsed.data);
    if (moved) onMoved(moved, T.resettled);
  };

  const shown = { ...action.error?.fields, ...fields };
  return (
    <section className="section" aria-labelledby="ops-resettle-title">
      <h2 id="ops-resettle-title">{T.resettleTitle}</h2>
      <p className="text-muted">{T.resettleHelp}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="page-stack" data-testid="ops-booking-resettle">
        <fieldset aria-describedby={shown.outcome ? 'ops-resettle-outcome-error' : undefined}>
          <legend>{T.outcome}</legend>
          {OPS_SETTLED_STAGES.filter((s) => s !== booking.stage).map((s) => (
            <label key={s} className="row">
              <input type="radio" name="outcome" value={s} checked={outcome === s} onChange={() => setOutcome(s)} />
              <span>{s}</span>
            </label>
          ))}
          {shown.outcome && (
            <span id="ops-resettle-outcome-error" className="text-error">
              {shown.outcome}
            </span>
          )}
        </fieldset>
        <ReasonField label={T.reason} value={reason} error={shown.reason} onChange={setReason} />
        <ActionError failure={action.error} />
        <div className="row">
          <button type="submit" className="btn" disabled={action.busy}>
            {action.busy ? T.submitting : T.resettleSubmit}
          </button>
        </div>
      </form>
      {action.dialog}
    </section>
  );
}
