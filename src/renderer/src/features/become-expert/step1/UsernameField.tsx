import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#ui/Spinner';
import { useOnDemandMessages } from '#i18n/on-demand-messages';
import type { UsernameCheck } from './use-username-check';

/** Username input with its live check: spinner while checking, the result, and suggestions when taken. */
export function UsernameField({
  value,
  onChange,
  check,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  check: UsernameCheck;
  error?: string;
}) {
  const { t } = useTranslation(['expert']);
  const localize = useOnDemandMessages('onboarding');
  const ok = check.status === 'available';
  const shown = error ?? check.message;
  const bad = Boolean(error) || (check.message !== null && !ok);
  return (
    <div className="be-field">
      <label htmlFor="be-username">{t('expert:username')}</label>
      <div className="be-input-with-status">
        <input
          id="be-username"
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          value={value}
          aria-describedby="be-username-status"
          aria-invalid={bad || undefined}
          onChange={(e) => onChange(e.target.value.replace(/\s+/g, ''))}
        />
        <span className="be-input-status" aria-hidden="true">
          {check.status === 'checking' && <Spinner />}
          {ok && <CheckCircle2 size={18} className="be-ok" />}
          {bad && <XCircle size={18} className="be-bad" />}
        </span>
      </div>
      <p id="be-username-status" className={ok && !error ? 'be-field-ok' : 'be-field-error'} role="status">
        {check.status === 'checking' ? t('expert:username.checking') : (shown ? localize(shown) : '')}
      </p>
      {check.status === 'unavailable' && check.suggestions.length > 0 && (
        <div className="be-suggestions">
          <span>{t('expert:username.suggestions')}</span>
          {check.suggestions.map((s) => (
            <button key={s} type="button" className="be-chip-button" onClick={() => onChange(s)}>
              {s}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
