import { FieldError } from './FieldError';

/** A labelled text input with its message line. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  maxLength = 50,
  autoComplete,
  badge,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  maxLength?: number;
  autoComplete?: string;
  badge?: string;
}) {
  return (
    <div className="be-field">
      <label htmlFor={id}>
        {label} {badge && <span className="be-badge">{badge}</span>}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-describedby={`${id}-error`}
        aria-invalid={Boolean(error) || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
