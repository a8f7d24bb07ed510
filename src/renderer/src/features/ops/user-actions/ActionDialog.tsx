import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { useAction } from '#api/use-action';
import { useStepUp } from '#features/account/StepUpDialog';
import { Modal } from '#ui/Modal';
import { OPERATOR_REASON_MAX } from '#shared/domain/operator-roles';
import { OPS_ACCOUNT_TEXTS } from '#shared/domain/ops-account-actions-texts';
import type { FieldErrors } from './field-errors';
import { ActionError } from '../ActionError';
import { failureOf } from '../step-up-failure';
import './user-actions.css';

const T = OPS_ACCOUNT_TEXTS;

export interface ActionDialogProps {
  texts: { title: string; help: string; submit: string };
  onClose: () => void;
  /** Checks the form with the server's schema: each field's message; none: it is sent. */
  check: (reason: string) => FieldErrors;
  /** Sends the action (the caller holds its other fields); answers the server's message. */
  send: (reason: string) => Promise<{ message: string }>;
  onDone: (message: string) => void;
  /** The action's own fields, with their messages and the id of a field's message (for aria-describedby). */
  children?: (errors: FieldErrors, errorId: (field: string) => string | undefined) => ReactNode;
}

/**
 * One account action as a dialog: what it does, its own fields, the reason the trail keeps. Checked
 * with the server's schema first (each message under its field); a session without a recent second
 * factor is asked for a code and the action is sent again; an account without one is sent to its
 * settings. While it is being sent the dialog stays open (Escape then only closes the code's dialog).
 */
export function ActionDialog({ texts, onClose, check, send, onDone, children }: ActionDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState<FieldErrors>({});
  const stepUp = useStepUp();
  const action = useAction((r: string) => stepUp.run(() => send(r)), { errorOf: failureOf });
  const errors: FieldErrors = { ...action.error?.fields, ...checked };
  const errorId = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const found = check(reason);
    setChecked(found);
    if (Object.keys(found).length > 0) return;
    const answer = await action.run(reason);
    if (answer) onDone(answer.message);
  };

  return (
    <Modal open onClose={() => (action.busy ? undefined : onClose())} labelledBy={`${id}-title`} closeOnBackdrop={false}>
      <form className="ops-action-form" onSubmit={(e) => void submit(e)} noValidate data-testid="ops-action-form">
        <h2 id={`${id}-title`}>{texts.title}</h2>
        <p id={`${id}-help`}>{texts.help}</p>
        {children?.(errors, errorId)}
        <label className="form-field">
          <span>{T.reason}</span>
          <textarea
            name="reason"
            value={reason}
            maxLength={OPERATOR_REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errorId('reason')}
            data-autofocus
          />
          <FieldError id={errorId('reason')} message={errors.reason} />
        </label>
        <ActionError failure={action.error} />
        <div className="ops-action-buttons">
          <button type="button" className="btn is-secondary" onClick={onClose} disabled={action.busy}>
            {T.cancel}
          </button>
          <button type="submit" className="btn" disabled={action.busy}>
            {action.busy ? T.sending : texts.submit}
          </button>
        </div>
      </form>
      {stepUp.dialog}
    </Modal>
  );
}

/** A field's message, named by the id its field points at. */
export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!id || !message) return null;
  return (
    <span id={id} className="text-error">
      {message}
    </span>
  );
}
