import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CircleX } from 'lucide-react';
import { LOGIN_FAILED_TOAST, LOGIN_SUCCESS_TOAST, VERIFY_NETWORK_ERROR } from '#shared/domain/auth-messages';
import { call } from '#api/client';
import { answeredMessage } from '../failure';
import { useAuthModal } from '#state';
import { Spinner } from '#ui/Spinner';
import { toast } from '#ui/toast';
import { useSessionActions } from '../session/useSessionActions';
import {
  RESET_YOUR_PASSWORD,
  SIGN_IN_LINK_FAILED_HEADING,
  SIGN_IN_LINK_MISSING,
  SIGN_IN_LINK_PENDING,
  SIGN_IN_WITH_PASSWORD,
} from '../texts';
import '../modal/AuthModal.css';
import './auth-pages.css';

type State = { kind: 'signing-in' } | { kind: 'failed'; message: string };

/**
 * /sign-in-link?token=…: the one-time link of the notice mails (failed sign-ins, a sign-up with the
 * address). Signs in once on load, whatever the account's throttle, and goes home; an expired or
 * used link says so and offers the password and a reset instead.
 */
export default function SignInLinkPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const modal = useAuthModal();
  const { login } = useSessionActions();
  const [state, setState] = useState<State>(token ? { kind: 'signing-in' } : { kind: 'failed', message: SIGN_IN_LINK_MISSING });
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
          <h1 id="page-title">{SIGN_IN_LINK_PENDING}</h1>
        </>
      ) : (
        <>
          <CircleX size={48} className="auth-page-bad" aria-hidden="true" />
          <h1 id="page-title">{SIGN_IN_LINK_FAILED_HEADING}</h1>
          <p role="alert">{state.message}</p>
          <button type="button" className="auth-page-button" onClick={() => modal.open('login')}>
            {SIGN_IN_WITH_PASSWORD}
          </button>
          <button type="button" className="auth-link" onClick={() => modal.open('forgot')}>
            {RESET_YOUR_PASSWORD}
          </button>
        </>
      )}
    </section>
  );
}
