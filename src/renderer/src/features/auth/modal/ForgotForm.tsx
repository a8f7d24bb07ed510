import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNUP_EXCEPTION_TOAST } from '#shared/domain/auth-messages';
import { emailSchema, INVALID_EMAIL_MESSAGE } from '#shared/domain/user';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { toast } from '#ui/toast';
import { FormActions } from './FormActions';
import { answeredMessage } from '../failure';

/** 'Forgot Password?': asks for the account's email and sends the reset link. */
export function ForgotForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation(['auth']);
  const id = useId();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const valid = emailSchema.safeParse(email).success;
  const send = useAction(async () => setSent((await call('usersForgotPassword', { body: { email } })).message), {
    onError: (err) => toast.error(answeredMessage(err, SIGNUP_EXCEPTION_TOAST)),
  });

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    if (valid) void send.run();
  };

  return (
    <form className="auth-screen" onSubmit={submit} noValidate>
      <h2 id="auth-title">{t('auth:forgot.title')}</h2>
      <p className="auth-intro">{t('auth:forgot.intro')}</p>
      <div className="auth-field">
        <label htmlFor={`${id}-email`}>{t('auth:field.email')}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          aria-invalid={touched && !valid}
          onChange={(e) => {
            setEmail(e.target.value);
            setSent(null);
          }}
          onBlur={() => setTouched(true)}
        />
        {touched && !valid && <p className="auth-error">{INVALID_EMAIL_MESSAGE}</p>}
      </div>
      <p role="status" className="auth-status">
        {sent}
      </p>
      <FormActions backLabel={t('auth:backToSignIn')} onBack={onBack} submitLabel={t('auth:sendResetLink')} busy={send.busy} disabled={!valid || send.busy} />
    </form>
  );
}
