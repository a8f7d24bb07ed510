import { useTranslation } from 'react-i18next';

/**
 * The one field a second-factor code is typed in: digits from the app (the phone keyboard's number
 * pad, the browser's one-time-code fill) or, where `recovery`, a recovery code as well.
 */
export function CodeField({
  id,
  value,
  onChange,
  recovery,
  describedBy,
  autoFocus,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  recovery: boolean;
  describedBy?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation(['account']);
  return (
    <div className="form-field">
      <label htmlFor={id}>{recovery ? t('account:twoStepCodeOrRecoveryLabel') : t('account:twoStepCodeLabel')}</label>
      <input
        id={id}
        name="code"
        type="text"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={recovery ? 40 : 12}
        value={value}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
      />
    </div>
  );
}
