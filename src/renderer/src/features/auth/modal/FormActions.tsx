import { Spinner } from '#ui/Spinner';

/** The modal forms' footer: a back button (disabled while busy) and the submit button with a spinner while busy. */
export function FormActions(props: { backLabel: string; onBack: () => void; submitLabel: string; busy: boolean; disabled: boolean }) {
  const { backLabel, onBack, submitLabel, busy, disabled } = props;
  return (
    <div className="auth-actions">
      <button type="button" className="auth-secondary" onClick={onBack} disabled={busy}>
        {backLabel}
      </button>
      <button type="submit" className="auth-primary" disabled={disabled} aria-busy={busy}>
        {busy && <Spinner />}
        {submitLabel}
      </button>
    </div>
  );
}
