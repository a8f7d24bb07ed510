import { BIO_MAX_LENGTH, BIO_MIN_LENGTH } from '#shared/domain/expert-rules';
import { FieldError } from '../components/FieldError';

/** About you: at most 650 characters (the textarea stops there), at least 150, with the n / 650 counter. */
export function BioField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <div className="be-field">
      <label htmlFor="be-bio">About you</label>
      <textarea
        id="be-bio"
        rows={6}
        maxLength={BIO_MAX_LENGTH}
        value={value}
        placeholder={`Tell buyers what you help with and how (at least ${BIO_MIN_LENGTH} characters).`}
        aria-describedby="be-bio-count be-bio-error"
        aria-invalid={Boolean(error) || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id="be-bio-count" className="be-counter" aria-live="polite">
        {value.length} / {BIO_MAX_LENGTH}
      </p>
      <FieldError id="be-bio-error" message={error} />
    </div>
  );
}
