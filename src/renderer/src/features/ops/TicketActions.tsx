import { useId, useState, type SubmitEvent } from 'react';
import { ApiError, call } from '#api/client';
import { useAction } from '#api/use-action';
import { useStepUp } from '#features/account/StepUpDialog';
import type { OpsTicket } from '#shared/contract/http/ops-tickets';
import { OPERATOR_REASON_MAX, operatorReasonSchema } from '#shared/domain/operator-roles';
import { TICKET_STATUS_CHANGED_CODE } from '#shared/domain/ops-tickets';
import { OPS_TICKETS_TEXTS as T } from '#shared/domain/ops-tickets-texts';
import { SUPPORT_MESSAGE_MAX, ticketPostBodySchema } from '#shared/domain/support-ticket';
import { ActionError } from './ActionError';
import { failureOf } from './step-up-failure';

/** An action of a ticket: the second factor asked for when needed; a ticket changed meanwhile is reloaded. */
function useTicketAction<B>(send: (body: B) => Promise<OpsTicket>, onDone: (t: OpsTicket) => void, onChanged: () => void) {
  const stepUp = useStepUp();
  const action = useAction((body: B) => stepUp.run(() => send(body)), {
    errorOf: failureOf,
    onError: (err) => {
      if (err instanceof ApiError && err.code === TICKET_STATUS_CHANGED_CODE) onChanged();
    },
  });
  const run = async (body: B) => {
    const done = await action.run(body);
    if (done) onDone(done);
  };
  return { action, run, dialog: stepUp.dialog };
}

/**
 * Support's actions on a ticket (the page shows them only to a role that acts on tickets): the answer
 * while it is open, and closing or reopening with a reason. Each is checked with the server's schema.
 */
export function TicketActions({
  ticket,
  onChange,
  onChanged,
}: {
  ticket: OpsTicket;
  /** Done: the ticket as it is now, and what to tell the operator. */
  onChange: (t: OpsTicket, note: string) => void;
  /** Refused with 409: the ticket changed meanwhile. */
  onChanged: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const params = { ticketId: ticket.id };
  const answered = (t: OpsTicket) => {
    setText('');
    onChange(t, T.answered);
  };
  const moved = (t: OpsTicket) => {
    setReason('');
    onChange(t, T.statusChanged(t.status));
  };
  const answer = useTicketAction((body: { text: string }) => call('opsTicketAnswer', { params, body }), answered, onChanged);
  const status = useTicketAction(
    (body: { reason: string }) => call(ticket.status === 'open' ? 'opsTicketClose' : 'opsTicketReopen', { params, body }),
    moved,
    onChanged,
  );

  const sendAnswer = (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = ticketPostBodySchema.safeParse({ text });
    setTextError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) void answer.run(parsed.data);
  };
  const sendStatus = (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = operatorReasonSchema.safeParse(reason);
    setReasonError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) void status.run({ reason: parsed.data });
  };

  return (
    <>
      {ticket.status === 'open' && (
        <section className="section" aria-labelledby={`${id}-answer`}>
          <h2 id={`${id}-answer`}>{T.answerTitle}</h2>
          <form onSubmit={sendAnswer} noValidate className="page-stack" data-testid="ops-ticket-answer">
            <label className="form-field">
              <span>{T.answerLabel}</span>
              <textarea name="answer" rows={5} value={text} maxLength={SUPPORT_MESSAGE_MAX} onChange={(e) => setText(e.target.value)} aria-invalid={textError ? true : undefined} aria-describedby={textError ? `${id}-answer-error` : undefined} />
              {textError && (
                <span id={`${id}-answer-error`} className="text-error">
                  {textError}
                </span>
              )}
            </label>
            <ActionError failure={answer.action.error} />
            <div className="row">
              <button type="submit" className="btn" disabled={answer.action.busy} data-testid="ops-action">
                {T.answer}
              </button>
            </div>
          </form>
        </section>
      )}
      <section className="section" aria-labelledby={`${id}-status`}>
        <h2 id={`${id}-status`}>{T.statusTitle}</h2>
        <form onSubmit={sendStatus} noValidate className="page-stack" data-testid="ops-ticket-status">
          <label className="form-field">
            <span>{T.reasonLabel}</span>
            <input name="reason" value={reason} maxLength={OPERATOR_REASON_MAX} onChange={(e) => setReason(e.target.value)} aria-invalid={reasonError ? true : undefined} aria-describedby={reasonError ? `${id}-reason-error` : undefined} />
            {reasonError && (
              <span id={`${id}-reason-error`} className="text-error">
                {reasonError}
              </span>
            )}
          </label>
          <ActionError failure={status.action.error} />
          <div className="row">
            <button type="submit" className="btn is-secondary" disabled={status.action.busy} data-testid="ops-action">
              {ticket.status === 'open' ? T.close : T.reopen}
            </button>
          </div>
        </form>
      </section>
      {answer.dialog}
      {status.dialog}
    </>
  );
}
