import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SIGNUP_EXCEPTION_TOAST } from '#shared/domain/auth-messages';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { signOutAtom, useAtomValue, useAuthModal, userAtom, useSetAtom } from '#state';
import { Spinner } from '#ui/Spinner';
import { toast } from '#ui/toast';
import { answeredMessage } from '../failure';
import { allPasswordRulesMet, PasswordChecklist } from '../modal/PasswordChecklist';
import { PasswordInput } from '../modal/PasswordInput';
import '../modal/AuthModal.css';
import './auth-pages.css';

/** /reset-password?token=…: a new password under the same five rules; success opens the login modal. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth']);
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const modal = useAuthModal();
  const signedIn = useAtomValue(userAtom) !== null;
  const signOut = useSetAtom(signOutAtom);
  const [password, setPassword] = useState('');
  const reset = useAction(
    async () => {
      const res = await call('usersResetPassword', { body: { token, password } });
      // The reset ended every session, this one too.
      if (signedIn) await signOut();
      toast.success(res.message);
      void navigate('/', { replace: true });
      modal.open('login');
    },
    { errorOf: (err) => answeredMessage(err, SIGNUP_EXCEPTION_TOAST) },
  );
  const error = token ? reset.error : t('auth:reset.noToken');
  const ready = token !== '' && allPasswordRulesMet(password) && !reset.busy;

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    if (ready) void reset.run();
  };

  return (
    <section className="auth-page auth-page-form" aria-labelledby="page-title">
      <h1 id="page-title">{t('auth:reset.title')}</h1>
      <form className="auth-screen" onSubmit={submit} noValidate>
        <PasswordInput id={`${id}-pw`} label={t('auth:field.newPassword')} value={password} onChange={setPassword} autoComplete="new-password" describedBy={`${id}-rules`} />
        <PasswordChecklist id={`${id}-rules`} password={password} />
        {error && (
          <p role="alert" className="auth-error">
            {error}{' '}
            <button type="button" className="auth-link" onClick={() => modal.open('forgot')}>
              {t('auth:reset.newLink')}
            </button>
          </p>
        )}
        <button type="submit" className="auth-primary" disabled={!ready} aria-busy={reset.busy}>
          {reset.busy && <Spinner />}
          {t('auth:reset.submit')}
        </button>
      </form>
    </section>
  );
}
