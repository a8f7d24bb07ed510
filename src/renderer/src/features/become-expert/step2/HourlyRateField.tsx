import { useTranslation } from 'react-i18next';
import { HOURLY_RATE_MAX } from '#shared/domain/expert-rules';
import { FieldError } from '../components/FieldError';

/** Step 2's hourly rate (expert spec section 3, hourlyRate): optional, whole US dollars; buyers filter by it. */
export function HourlyRateField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useTranslation(['expert']);
  return (
    <div className="be-field">
      <label htmlFor="be-hourly-rate">{t('expert:rate')}</label>
      <input
        id="be-hourly-rate"
        type="text"
        inputMode="numeric"
        placeholder={t('expert:rate.placeholder', { max: HOURLY_RATE_MAX })}
        value={value}
        maxLength={4}
        aria-describedby="be-hourly-rate-hint be-hourly-rate-error"
        aria-invalid={Boolean(error) || undefined}
        onChange={(e) => onChange(e.target.value.replace(/\D+/g, ''))}
      />
      <p id="be-hourly-rate-hint" className="be-muted">
        {t('expert:rate.hint')}
      </p>
      <FieldError id="be-hourly-rate-error" message={error} />
    </div>
  );
}
