import { Mail } from 'lucide-react';
import { siApple, siFacebook, siGoogle } from 'simple-icons';
import type { SocialProvider } from '#shared/domain/social';
import { Spinner } from '#ui/Spinner';
import {
  APPLE,
  CONTINUE_WITH_EMAIL,
  CONTINUE_WITH_EMAIL_OR_USERNAME,
  CONTINUE_WITH_GOOGLE,
  FACEBOOK,
  HAVE_ACCOUNT,
  JOIN_HERE,
  LOGIN_TITLE,
  NO_ACCOUNT,
  SIGN_IN,
  SIGNUP_TITLE,
} from '../texts';
import { SOCIAL_TEXTS } from '../social/texts';
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
 * mode. Google, Apple and Facebook sign in or sign up through Firebase (issue 19).
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
      <h2 id="auth-title">{mode === 'login' ? LOGIN_TITLE : SIGNUP_TITLE}</h2>
      <p className="auth-switch">
        {mode === 'login' ? NO_ACCOUNT : HAVE_ACCOUNT}{' '}
        <button type="button" className="auth-link" onClick={onSwitch}>
          {mode === 'login' ? JOIN_HERE : SIGN_IN}
        </button>
      </p>
      <div className="auth-choices">
        {button('google.com', CONTINUE_WITH_GOOGLE, siGoogle)}
        <button type="button" className="auth-choice auth-choice-email" onClick={onEmail} data-autofocus>
          <Mail size={18} aria-hidden="true" />
          <span>{mode === 'login' ? CONTINUE_WITH_EMAIL_OR_USERNAME : CONTINUE_WITH_EMAIL}</span>
        </button>
        <div className="auth-choice-row">
          {button('apple.com', APPLE, siApple)}
          {button('facebook.com', FACEBOOK, siFacebook)}
        </div>
      </div>
      {social.waiting && (
        <p className="auth-switch" role="status">
          <Spinner /> {SOCIAL_TEXTS.waiting}{' '}
          <button type="button" className="auth-link" onClick={social.cancel}>
            {SOCIAL_TEXTS.cancel}
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
