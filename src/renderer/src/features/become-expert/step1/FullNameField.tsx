import { useTranslation } from 'react-i18next';
import { NAME_PART_MAX_LENGTH } from '#shared/domain/expert-rules';
import { FieldError } from '../components/FieldError';

/** Full Name, marked Private: first and last name side by side, one message under both. */
export function FullNameField({
  firstName,
  lastName,
  onChange,
  error,
  firstInvalid,
  lastInvalid,
}: {
  firstName: string;
  lastName: string;
  onChange: (patch: { firstName: string } | { lastName: string }) => void;
  error?: string;
  firstInvalid: boolean;
  lastInvalid: boolean;
}) {
  const { t } = useTranslation(['expert']);
  return (
    <fieldset className="be-field be-fieldset" aria-describedby="be-fullname-error">
      <legend>
        {t('expert:fullName')} <span className="be-badge">{t('expert:private')}</span>
      </legend>
      <div className="be-row">
        <label htmlFor="be-first-name" className="visually-hidden">
          {t('expert:firstName')}
        </label>
        <input
          id="be-first-name"
          type="text"
          placeholder={t('expert:firstName')}
          autoComplete="given-name"
          maxLength={NAME_PART_MAX_LENGTH}
          value={firstName}
          aria-invalid={firstInvalid || undefined}
          onChange={(e) => onChange({ firstName: e.target.value })}
        />
        <label htmlFor="be-last-name" className="visually-hidden">
          {t('expert:lastName')}
        </label>
        <input
          id="be-last-name"
          type="text"
          placeholder={t('expert:lastName')}
          autoComplete="family-name"
          maxLength={NAME_PART_MAX_LENGTH}
          value={lastName}
          aria-invalid={lastInvalid || undefined}
          onChange={(e) => onChange({ lastName: e.target.value })}
        />
      </div>
      <FieldError id="be-fullname-error" message={error} />
    </fieldset>
  );
}
