import { useTranslation } from 'react-i18next';
import { BIO_MAX_LENGTH, BIO_MIN_LENGTH } from '#shared/domain/expert-rules';
import { useFormat } from '#i18n/format';
import { FieldError } from '../components/FieldError';

/** About you: at most 650 characters (the textarea stops there), at least 150, with the n / 650 counter. */
export function BioField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useTranslation(['expert']);
  const format = useFormat();
  return (
    <div className="be-field">
      <label htmlFor="be-bio">{t('expert:bio')}</label>
      <textarea
        id="be-bio"
        rows={6}
        maxLength={BIO_MAX_LENGTH}
        value={value}
        placeholder={t('expert:bio.placeholder', { min: format.number(BIO_MIN_LENGTH) })}
        aria-describedby="be-bio-count be-bio-error"
        aria-invalid={Boolean(error) || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id="be-bio-count" className="be-counter" aria-live="polite">
        {t('expert:bio.count', { length: format.number(value.length), max: format.number(BIO_MAX_LENGTH) })}
      </p>
      <FieldError id="be-bio-error" message={error} />
    </div>
  );
}
