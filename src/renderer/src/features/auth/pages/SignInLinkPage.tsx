import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CircleX } from 'lucide-react';
import { LOGIN_FAILED_TOAST, LOGIN_SUCCESS_TOAST, VERIFY_NETWORK_ERROR } from '#shared/domain/auth-messages';
import { call } from '#api/client';
import { answeredMessage } from '../failure';
import { useAuthModal } from '#state';
import { Spinner } from '#ui/Spinner';
import { toast } from '#ui/toast';
import { useSessionActions } from '../session/useSessionActions';
import '../modal/AuthModal.css';
import './auth-pages.css';

type State = { kind: 'signing-in' } | { kind: 'no-token' } | { kind: 'failed'; message: string };

/**
 * /sign-in-link?token=…: the one-time link of the notice mails (failed sign-ins, a sign-up with the
 * address). Signs in once on load, whatever the account's throttle, and goes home; an expired or
 * used link says so and offers the password and a reset instead.
 */
export default function SignInLinkPage() {
  const { t } = useTranslation(['auth']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const modal = useAuthModal();
  const { login } = useSessionActions();
  const [state, setState] = useState<State>(token ? { kind: 'signing-in' } : { kind: 'no-token' });
  // The token is single-use: post it once per page, even when effects run twice.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    void (async () => {
      try {
        const res = await call('usersSignInLink', { body: { token } });
        if (!(await login(res))) {
          setState({ kind: 'failed', message: LOGIN_FAILED_TOAST });
          return;
        }
        toast.success(LOGIN_SUCCESS_TOAST);
        void navigate('/', { replace: true });
      } catch (err) {
        setState({ kind: 'failed', message: answeredMessage(err, VERIFY_NETWORK_ERROR) });
      }
    })();
  }, [token, login, navigate]);

  return (
    <section className="auth-page" aria-labelledby="page-title" aria-busy={state.kind === 'signing-in'}>
      {state.kind === 'signing-in' ? (
        <>
          <Spinner size={32} />
          <h1 id="page-title">{t('auth:link.pending')}</h1>
        </>
      ) : (
        <>
          <CircleX size={48} className="auth-page-bad" aria-hidden="true" />
          <h1 id="page-title">{t('auth:link.failed')}</h1>
          <p role="alert">{state.kind === 'no-token' ? t('auth:link.noToken') : state.message}</p>
          <button type="button" className="auth-page-button" onClick={() => modal.open('login')}>
            {t('auth:link.withPassword')}
          </button>
          <button type="button" className="auth-link" onClick={() => modal.open('forgot')}>
            {t('auth:link.reset')}
          </button>
        </>
      )}
    </section>
  );
}
