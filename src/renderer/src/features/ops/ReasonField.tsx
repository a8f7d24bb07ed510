import { OPERATOR_REASON_MAX } from '#shared/domain/operator-roles';
import { OPS_REPORTS_TEXTS } from '#shared/domain/ops-reports-texts';

/** The reason an operator gives for a change (kept in the audit trail), with its field message under it. */
export function ReasonField({ id, value, error, onChange }: { id: string; value: string; error: string | undefined; onChange: (v: string) => void }) {
  return (
    <label className="form-field">
      <span>{OPS_REPORTS_TEXTS.reason}</span>
      <textarea
        value={value}
        maxLength={OPERATOR_REASON_MAX}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-reason-error` : undefined}
      />
      {error && (
        <span id={`${id}-reason-error`} className="text-error">
          {error}
        </span>
      )}
    </label>
  );
}
