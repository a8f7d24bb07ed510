import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CircleX } from 'lucide-react';
import { LOGIN_FAILED_TOAST, LOGIN_SUCCESS_TOAST, VERIFY_NETWORK_ERROR } from '#shared/domain/auth-messages';
import { call } from '#api/client';
import { useTokenRedemption } from '#api/use-token-redemption';
import { answeredMessage } from '../failure';
import { useAuthModal } from '#state';
import { Spinner } from '#ui/Spinner';
import { toast } from '#ui/toast';
import { useSessionActions } from '../session/useSessionActions';
import '../modal/AuthModal.css';
import './auth-pages.css';

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
  const redemption = useTokenRedemption(token, async (linkToken) => {
    const signedIn = await login(await call('usersSignInLink', { body: { token: linkToken } }));
    if (signedIn) {
      toast.success(LOGIN_SUCCESS_TOAST);
      void navigate('/', { replace: true });
    }
    return signedIn;
  });
  // Signed in, the page stays on its spinner until home replaces it.
  const signingIn = redemption.kind === 'pending' || (redemption.kind === 'done' && redemption.value);
  const failure =
    redemption.kind === 'missing'
      ? t('auth:link.noToken')
      : redemption.kind === 'failed'
        ? answeredMessage(redemption.error, VERIFY_NETWORK_ERROR)
        : LOGIN_FAILED_TOAST;

  return (
    <section className="auth-page" aria-labelledby="page-title" aria-busy={signingIn}>
      {signingIn ? (
        <>
          <Spinner size={32} />
          <h1 id="page-title">{t('auth:link.pending')}</h1>
        </>
      ) : (
        <>
          <CircleX size={48} className="auth-page-bad" aria-hidden="true" />
          <h1 id="page-title">{t('auth:link.failed')}</h1>
          <p role="alert">{failure}</p>
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
