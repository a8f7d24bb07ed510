import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { HOURLY_RATE_MAX, hourlyRateOf } from '#shared/domain/expert-rules';
import { RUPEES_PER_CREDIT } from '#shared/domain/pricing-tiers';
import { useCreditsInRupees } from '#features/search/format';
import { FieldError } from '../components/FieldError';

/**
 * Step 2's hourly rate (expert spec section 3, hourlyRate): optional, whole credits like every price,
 * with what a valid rate comes to in rupees beside it; buyers filter by it. Profile editing reuses it.
 */
export function HourlyRateField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useTranslation(['expert']);
  const format = useFormat();
  const creditsInRupees = useCreditsInRupees();
  const rate = hourlyRateOf(value);
  return (
    <div className="be-field">
      <label htmlFor="be-hourly-rate">{t('expert:rate')}</label>
      <input
        id="be-hourly-rate"
        type="text"
        inputMode="numeric"
        placeholder={t('expert:rate.placeholder', { max: format.number(HOURLY_RATE_MAX) })}
        value={value}
        maxLength={String(HOURLY_RATE_MAX).length}
        aria-describedby="be-hourly-rate-value be-hourly-rate-hint be-hourly-rate-error"
        aria-invalid={Boolean(error) || undefined}
        onChange={(e) => onChange(e.target.value.replace(/\D+/g, ''))}
      />
      <output id="be-hourly-rate-value" htmlFor="be-hourly-rate" className="be-muted" aria-live="polite">
        {rate.ok && rate.value !== null ? creditsInRupees(rate.value) : ''}
      </output>
      <p id="be-hourly-rate-hint" className="be-muted">
        {t('expert:rate.hint', { rupees: format.rupees(RUPEES_PER_CREDIT) })}
      </p>
      <FieldError id="be-hourly-rate-error" message={error} />
    </div>
  );
}
