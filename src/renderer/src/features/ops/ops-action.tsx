import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '#api/client';
import { useAction } from '#api/use-action';
import { useStepUp } from '#features/account/StepUpDialog';
import { OPERATOR_REASON_MAX } from '#shared/domain/operator-roles';
import { OPS_MONEY_TEXTS } from '#shared/domain/ops-money-texts';
import { SECOND_FACTOR_SETUP_REQUIRED_CODE } from '#shared/domain/second-factor';

const T = OPS_MONEY_TEXTS.booking;

/** Why a console action failed: the server's message, its field messages, and whether a second factor must be set up first. */
export interface ActionFailure {
  message: string;
  fields: Record<string, string>;
  setup: boolean;
  status: number | null;
}

const failureOf = (err: unknown): ActionFailure => ({
  message: err instanceof Error ? err.message : String(err),
  fields: err instanceof ApiError ? err.fields : {},
  setup: err instanceof ApiError && err.code === SECOND_FACTOR_SETUP_REQUIRED_CODE,
  status: err instanceof ApiError ? err.status : null,
});

/**
 * A console change: sent once at a time, asking for a code when the session's second factor is not
 * recent and sending it again; its failure with the server's field messages. Render `dialog`.
 */
export function useOpsAction<A extends unknown[], R>(change: (...args: A) => Promise<R>, onFailed?: (failure: ActionFailure) => void) {
  const stepUp = useStepUp();
  const action = useAction((...args: A) => stepUp.run(() => change(...args)), {
    errorOf: failureOf,
    onError: (_err, shown) => onFailed?.(shown),
  });
  return { ...action, dialog: stepUp.dialog };
}

/** The failure of an action, said once, with the way to settings when a second factor is missing. */
export function ActionError({ failure }: { failure: ActionFailure | null }) {
  if (!failure) return null;
  return (
    <p role="alert" className="text-error">
      {failure.setup ? T.setupNeeded : failure.message} {failure.setup && <Link to="/settings">{T.setupLink}</Link>}
    </p>
  );
}

/** A labelled field with its message under it, tied to it for screen readers. */
export function Field({ label, error, children }: { label: string; error: string | undefined; children: (ids: { describedBy: string | undefined }) => ReactNode }) {
  const id = useId();
  return (
    <label className="form-field">
      <span>{label}</span>
      {children({ describedBy: error ? `${id}-error` : undefined })}
      {error && (
        <span id={`${id}-error`} className="text-error">
          {error}
        </span>
      )}
    </label>
  );
}

/** The reason every console change asks for. */
export function ReasonField({ label, value, error, onChange }: { label: string; value: string; error: string | undefined; onChange: (value: string) => void }) {
  return (
    <Field label={label} error={error}>
      {({ describedBy }) => (
        <textarea name="reason" value={value} maxLength={OPERATOR_REASON_MAX} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      )}
    </Field>
  );
}

/** The first message of each field a schema refused, by the field's first path part. */
export function fieldMessages(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
  return found;
}
