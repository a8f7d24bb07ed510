import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_FAILED_TOAST, LOGIN_SUCCESS_TOAST } from '#shared/domain/auth-messages';
import { ApiError, call } from '#api/client';
import { useAction } from '#api/use-action';
import { toast } from '#ui/toast';
import { FormActions } from './FormActions';
import { isKeychainError, KEYCHAIN_UNAVAILABLE_MESSAGE } from '../session/keychain';
import { storedDeviceToken } from '../session/device-token';
import { useSessionActions } from '../session/useSessionActions';
import { PasswordInput } from './PasswordInput';

/**
 * Login with email or username and password, sending the device token of earlier sign-ins; any
 * failure is the toast 'Login Failed', and the form says why below its fields (a wrong password, how
 * long to wait when the account's throttle refused it), so the reason stays after the toast is gone.
 */
export function LoginForm({ onBack, onForgot }: { onBack: () => void; onForgot: () => void }) {
  const { t } = useTranslation(['auth']);
  const id = useId();
  const { login } = useSessionActions();
  const [emailOrUsername, setEmailOrUsername] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useAction(
    async () => {
      const deviceToken = await storedDeviceToken();
      const res = await call('usersLogin', { body: { name: '', emailOrUsername, password, ...(deviceToken ? { deviceToken } : {}) } });
      if (await login(res)) toast.success(LOGIN_SUCCESS_TOAST);
      else toast.error(LOGIN_FAILED_TOAST);
    },
    {
      errorOf: (err) => (isKeychainError(err) ? KEYCHAIN_UNAVAILABLE_MESSAGE : err instanceof ApiError ? err.message : t('auth:login.failedReason')),
      onError: (err, shown) => {
        console.error('Login failed:', err instanceof Error ? err.message : err);
        // The throttle's answer says how long to wait (and the same whatever the password).
        const text = isKeychainError(err) || (err instanceof ApiError && err.status === 429) ? shown : null;
        toast.error(LOGIN_FAILED_TOAST, text ? { text } : undefined);
      },
    },
  );
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    void signIn.run();
  };

  return (
    <form className="auth-screen" onSubmit={submit} noValidate>
      <h2 id="auth-title">{t('auth:login.formTitle')}</h2>
      <div className="auth-field">
        <label htmlFor={`${id}-id`}>{t('auth:field.emailOrUsername')}</label>
        <input
          id={`${id}-id`}
          name="emailOrUsername"
          autoComplete="username"
          autoFocus
          value={emailOrUsername}
          onChange={(e) => setEmailOrUsername(e.target.value)}
        />
      </div>
      <PasswordInput id={`${id}-pw`} value={password} onChange={setPassword} autoComplete="current-password" />
      {signIn.error && (
        <p className="auth-error" role="alert">
          {signIn.error}
        </p>
      )}
      <button type="button" className="auth-link auth-forgot" onClick={onForgot}>
        {t('auth:forgotPassword')}
      </button>
      <FormActions backLabel={t('auth:back')} onBack={onBack} submitLabel={t('auth:continue')} busy={signIn.busy} disabled={signIn.busy} />
    </form>
  );
}
