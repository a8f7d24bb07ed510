import { useId, useState, type FormEvent } from 'react';
import { LOGIN_FAILED_TOAST, LOGIN_SUCCESS_TOAST } from '../../../../../shared/domain/auth-messages';
import { call } from '../../../api/client';
import { toast } from '../../../ui/toast';
import { FormActions } from './FormActions';
import { isKeychainError, KEYCHAIN_UNAVAILABLE_MESSAGE } from '../session/keychain';
import { useSessionActions } from '../session/useSessionActions';
import { BACK, CONTINUE, FORGOT_PASSWORD, LOGIN_FORM_TITLE } from '../texts';
import { PasswordInput } from './PasswordInput';

/** Login with email or username and password; any failure is the toast 'Login Failed' (the server's message is only logged). */
export function LoginForm({ onBack, onForgot }: { onBack: () => void; onForgot: () => void }) {
  const id = useId();
  const { login } = useSessionActions();
  const [emailOrUsername, setEmailOrUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const res = await call('usersLogin', { body: { name: '', emailOrUsername, password } });
      if (await login(res.token, res.user)) toast.success(LOGIN_SUCCESS_TOAST);
      else toast.error(LOGIN_FAILED_TOAST);
    } catch (err) {
      console.error('Login failed:', err instanceof Error ? err.message : err);
      toast.error(LOGIN_FAILED_TOAST, isKeychainError(err) ? { text: KEYCHAIN_UNAVAILABLE_MESSAGE } : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-screen" onSubmit={submit} noValidate>
      <h2 id="auth-title">{LOGIN_FORM_TITLE}</h2>
      <div className="auth-field">
        <label htmlFor={`${id}-id`}>Email or username</label>
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
      <button type="button" className="auth-link auth-forgot" onClick={onForgot}>
        {FORGOT_PASSWORD}
      </button>
      <FormActions backLabel={BACK} onBack={onBack} submitLabel={CONTINUE} busy={busy} disabled={busy} />
    </form>
  );
}
