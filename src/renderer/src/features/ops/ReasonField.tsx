import { OPERATOR_REASON_MAX } from '#shared/domain/operator-roles';
import { Field } from './ops-action';

/** The reason every console change asks for (kept in the audit trail), with its field message under it. */
export function ReasonField({ label, value, error, onChange }: { label: string; value: string; error: string | undefined; onChange: (value: string) => void }) {
  return (
    <Field label={label} error={error}>
      {({ describedBy }) => (
        <textarea name="reason" value={value} maxLength={OPERATOR_REASON_MAX} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      )}
    </Field>
  );
}
