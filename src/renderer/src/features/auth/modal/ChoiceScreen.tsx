import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { siApple, siFacebook, siGoogle } from 'simple-icons';
import { PROVIDER_NAMES, type SocialProvider } from '#shared/domain/social';
import { Spinner } from '#ui/Spinner';
import { useSocialSignIn } from '../social/use-social-sign-in';

export function BrandIcon({ path, color }: { path: string; color: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill={`#${color}`}>
      <path d={path} />
    </svg>
  );
}

/**
 * The first screen of either mode: Google, email, Apple and Facebook, and the link to the other
 * mode. Google, Apple and Facebook sign in or sign up through Firebase.
 */
export function ChoiceScreen({
  mode,
  onEmail,
  onSwitch,
}: {
  mode: 'login' | 'signup';
  onEmail: () => void;
  onSwitch: () => void;
}) {
  const { t } = useTranslation(['auth']);
  const social = useSocialSignIn();
  const button = (provider: SocialProvider, label: string, icon: { path: string; hex: string }) => (
    <button
      type="button"
      className="auth-choice"
      disabled={social.busy || social.waiting}
      onClick={() => void social.start(provider)}
    >
      {social.pending === provider ? <Spinner /> : <BrandIcon path={icon.path} color={icon.hex} />}
      <span>{label}</span>
    </button>
  );
  return (
    <div className="auth-screen">
      <h2 id="auth-title">{mode === 'login' ? t('auth:login.title') : t('auth:signup.title')}</h2>
      <p className="auth-switch">
        {mode === 'login' ? t('auth:noAccount') : t('auth:haveAccount')}{' '}
        <button type="button" className="auth-link" onClick={onSwitch}>
          {mode === 'login' ? t('auth:joinHere') : t('auth:signIn')}
        </button>
      </p>
      <div className="auth-choices">
        {button('google.com', t('auth:choice.provider', { provider: PROVIDER_NAMES['google.com'] }), siGoogle)}
        <button type="button" className="auth-choice auth-choice-email" onClick={onEmail} data-autofocus>
          <Mail size={18} aria-hidden="true" />
          <span>{mode === 'login' ? t('auth:choice.emailOrUsername') : t('auth:choice.email')}</span>
        </button>
        <div className="auth-choice-row">
          {button('apple.com', PROVIDER_NAMES['apple.com'], siApple)}
          {button('facebook.com', PROVIDER_NAMES['facebook.com'], siFacebook)}
        </div>
      </div>
      {social.waiting && (
        <p className="auth-switch" role="status">
          <Spinner /> {t('auth:social.waiting')}{' '}
          <button type="button" className="auth-link" onClick={social.cancel}>
            {t('auth:social.cancel')}
          </button>
        </p>
      )}
      {social.error && (
        <p className="auth-error" role="alert">
          {social.error}
        </p>
      )}
    </div>
  );
}
