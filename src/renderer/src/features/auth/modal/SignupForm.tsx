import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SIGNUP_EXCEPTION_TOAST,
  SIGNUP_FAILED_TOAST,
  SIGNUP_SUCCESS_TOAST,
} from '#shared/domain/auth-messages';
import { emailSchema, INVALID_EMAIL_MESSAGE, signupBodySchema } from '#shared/domain/user';
import { ApiError, call } from '#api/client';
import { useAction } from '#api/use-action';
import { TOAST_LONG_MS, toast } from '#ui/toast';
import { answeredMessage } from '../failure';
import { FormActions } from './FormActions';
import { allPasswordRulesMet, PasswordChecklist } from './PasswordChecklist';
import { PasswordInput } from './PasswordInput';

/**
 * Signup: name, email (the email rule, 'Invalid email' once touched), password with the live
 * checklist. 'Verify Email' waits for a valid email and all five rules. Success moves to the
 * email-sent step: the answer is the same whether or not the address already has an account (its
 * owner is told by email), so it carries no session; the new user signs in with the password.
 */
export function SignupForm({ onBack, onSent }: { onBack: () => void; onSent: (email: string) => void }) {
  const { t } = useTranslation(['auth']);
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [password, setPassword] = useState('');
  const signup = useAction(
    async (body: { name: string; emailOrUsername: string; password: string }, email: string) => {
      await call('usersSignup', { body });
      toast.success(SIGNUP_SUCCESS_TOAST, { autoClose: TOAST_LONG_MS });
      onSent(email);
    },
    {
      onError: (err) => {
        if (!(err instanceof ApiError && err.status > 0)) console.error('Signup failed:', err);
        toast.error(answeredMessage(err, SIGNUP_EXCEPTION_TOAST) || SIGNUP_FAILED_TOAST);
      },
    },
  );
  const emailValid = emailSchema.safeParse(email).success;
  const ready = emailValid && allPasswordRulesMet(password) && !signup.busy;

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    if (!ready) return;
    const body = { name, emailOrUsername: email, password };
    const checked = signupBodySchema.safeParse(body);
    if (!checked.success) {
      toast.error(checked.error.issues[0]?.message ?? SIGNUP_FAILED_TOAST);
      return;
    }
    void signup.run(body, checked.data.emailOrUsername.toLowerCase());
  };

  const showEmailError = emailTouched && !emailValid;
  return (
    <form className="auth-screen" onSubmit={submit} noValidate>
      <h2 id="auth-title">{t('auth:signup.formTitle')}</h2>
      <div className="auth-field">
        <label htmlFor={`${id}-name`}>{t('auth:field.name')}</label>
        <input id={`${id}-name`} name="name" autoComplete="name" autoFocus value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="auth-field">
        <label htmlFor={`${id}-email`}>{t('auth:field.email')}</label>
        <input
          id={`${id}-email`}
          name="emailOrUsername"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={showEmailError}
          aria-describedby={showEmailError ? `${id}-email-error` : undefined}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setEmailTouched(true)}
        />
        {showEmailError && (
          <p id={`${id}-email-error`} className="auth-error">
            {INVALID_EMAIL_MESSAGE}
          </p>
        )}
      </div>
      <PasswordInput id={`${id}-pw`} value={password} onChange={setPassword} autoComplete="new-password" describedBy={`${id}-rules`} />
      <PasswordChecklist id={`${id}-rules`} password={password} />
      <FormActions backLabel={t('auth:back')} onBack={onBack} submitLabel={t('auth:verifyEmail')} busy={signup.busy} disabled={!ready} />
    </form>
  );
}
