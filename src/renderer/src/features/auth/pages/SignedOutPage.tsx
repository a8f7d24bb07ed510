import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAtomValue, useAuthModal, userAtom } from '#state';
import { SIGNED_OUT_REASONS, type SignedOutReason } from '../signed-out';
import './auth-pages.css';

const isReason = (value: string | undefined): value is SignedOutReason => (SIGNED_OUT_REASONS as readonly (string | undefined)[]).includes(value);

/**
 * /signed-out/:reason: where a device lands when its session ended, saying why. A refused token
 * (signed out from another device, or a password changed there) offers to sign in again; a deleted
 * account says it is done. Any other reason reads as the first.
 */
export default function SignedOutPage() {
  const { t } = useTranslation(['auth']);
  const { reason: given } = useParams();
  const reason: SignedOutReason = isReason(given) ? given : 'elsewhere';
  const signedIn = useAtomValue(userAtom) !== null;
  const { open } = useAuthModal();
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <h1 id="page-title">{t(reason === 'deleted' ? 'auth:signedOut.deletedTitle' : 'auth:signedOut.elsewhereTitle')}</h1>
      <p>{t(reason === 'deleted' ? 'auth:signedOut.deletedText' : 'auth:signedOut.elsewhereText')}</p>
      {reason === 'elsewhere' && !signedIn && (
        <button type="button" className="auth-page-button" onClick={() => open('login')}>
          {t('auth:signedOut.signIn')}
        </button>
      )}
      <Link to="/">{t('auth:signedOut.home')}</Link>
    </section>
  );
}
