import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A password field with a show/hide toggle; the toggle is disabled while the field is empty. */
export function PasswordInput({
  id,
  value,
  onChange,
  autoComplete,
  label,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  label?: string;
  describedBy?: string;
}) {
  const { t } = useTranslation(['auth']);
  const [shown, setShown] = useState(false);
  const visible = shown && value !== '';
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label ?? t('auth:field.password')}</label>
      <div className="password-input">
        <input
          id={id}
          name="password"
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="password-toggle"
          aria-label={visible ? t('auth:password.hide') : t('auth:password.show')}
          aria-pressed={visible}
          aria-controls={id}
          disabled={value === ''}
          onClick={() => setShown((s) => !s)}
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      </div>
    </div>
  );
}
