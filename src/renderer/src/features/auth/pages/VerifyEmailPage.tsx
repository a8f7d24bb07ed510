import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CircleCheck, CircleX } from 'lucide-react';
import {
  RESEND_ERROR_TEXT,
  RESEND_FAILED_FALLBACK,
  RESEND_MISSING_EMAIL,
  RESEND_SUCCESS_TEXT,
  VERIFY_FAILED_FALLBACK,
  VERIFY_FAILED_HEADING,
  VERIFY_NETWORK_ERROR,
} from '#shared/domain/auth-messages';
import { call } from '#api/client';
import { useTokenRedemption, type Redemption } from '#api/use-token-redemption';
import { updateUserAtom, useAtomValue, userAtom, useSetAtom } from '#state';
import { answeredMessage } from '../failure';
import { Spinner } from '#ui/Spinner';
import './auth-pages.css';

/** Buyer spec section 4: the redirect after a successful verification waits 2 seconds. */
export const VERIFIED_REDIRECT_MS = 2000;

type State = { kind: 'verifying' } | { kind: 'verified'; message: string } | { kind: 'failed'; message: string };
type Resend = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; ok: boolean; message: string };

/** What the page shows for where its token stands: a link without one fails at once. */
function stateOf(redemption: Redemption<string>): State {
  switch (redemption.kind) {
    case 'pending':
      return { kind: 'verifying' };
    case 'done':
      return { kind: 'verified', message: redemption.value };
    case 'failed':
      return { kind: 'failed', message: answeredMessage(redemption.error, VERIFY_NETWORK_ERROR) || VERIFY_FAILED_FALLBACK };
    case 'missing':
      return { kind: 'failed', message: VERIFY_FAILED_FALLBACK };
  }
}

/**
 * /verify-email?token=…&email=…: verifies on load; on success goes to /?showLogin=true after 2 s
 * (home, without the sign-in modal, for a visitor who is already signed in); on failure offers a new link.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation(['auth']);
  const navigate = useNavigate();
  const signedIn = useAtomValue(userAtom) !== null;
  const updateUser = useSetAtom(updateUserAtom);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email');
  const redemption = useTokenRedemption(token, async (linkToken) => (await call('usersVerifyEmail', { query: { token: linkToken } })).message);
  const state = stateOf(redemption);
  const [resend, setResend] = useState<Resend>({ kind: 'idle' });

  useEffect(() => {
    if (state.kind !== 'verified') return;
    const timer = setTimeout(() => void navigate(signedIn ? '/' : '/?showLogin=true', { replace: true }), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate, signedIn]);

  // The header's user now has a verified address.
  useEffect(() => {
    if (state.kind !== 'verified' || !signedIn) return;
    call('usersMe')
      .then((res) => updateUser(res.user))
      .catch(() => undefined);
  }, [state.kind, signedIn, updateUser]);

  const sendAgain = async () => {
    if (!email) {
      setResend({ kind: 'done', ok: false, message: RESEND_MISSING_EMAIL });
      return;
    }
    setResend({ kind: 'sending' });
    try {
      await call('usersResendVerification', { body: { email } });
      setResend({ kind: 'done', ok: true, message: RESEND_SUCCESS_TEXT });
    } catch (err) {
      const message = answeredMessage(err, RESEND_ERROR_TEXT) || RESEND_FAILED_FALLBACK;
      setResend({ kind: 'done', ok: false, message });
    }
  };

  return (
    <section className="auth-page" aria-labelledby="page-title" aria-busy={state.kind === 'verifying'}>
      {state.kind === 'verifying' && (
        <>
          <Spinner size={32} />
          <h1 id="page-title">{t('auth:verify.pending')}</h1>
        </>
      )}
      {state.kind === 'verified' && (
        <>
          <CircleCheck size={48} className="auth-page-ok" aria-hidden="true" />
          <h1 id="page-title">{t('auth:verify.done')}</h1>
          <p>{state.message}</p>
          <p className="auth-page-muted">{signedIn ? t('auth:verify.signedIn') : t('auth:verify.toSignIn')}</p>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <CircleX size={48} className="auth-page-bad" aria-hidden="true" />
          <h1 id="page-title">{VERIFY_FAILED_HEADING}</h1>
          <p>{state.message}</p>
          <button type="button" className="auth-page-button" onClick={() => void sendAgain()} disabled={resend.kind === 'sending'}>
            {resend.kind === 'sending' ? t('auth:verify.sending') : t('auth:verify.resend')}
          </button>
          <p role="status" className={`auth-page-result ${resend.kind === 'done' && resend.ok ? 'ok' : 'bad'}`}>
            {resend.kind === 'done' && (
              <>
                {resend.ok ? <CircleCheck size={18} aria-hidden="true" /> : <CircleX size={18} aria-hidden="true" />}
                {resend.message}
              </>
            )}
          </p>
        </>
      )}
    </section>
  );
}
