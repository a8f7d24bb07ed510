import { useId, type ReactNode } from 'react';
import { useAction } from '#api/use-action';
import { useStepUp } from '#features/account/StepUpDialog';
import { failureOf, type ActionFailure } from './step-up-failure';

export type { ActionFailure };

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

/** The first message of each field a schema refused, by the field's first path part. */
export function fieldMessages(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
  return found;
}
