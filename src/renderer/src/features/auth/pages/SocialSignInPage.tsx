import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { siApple, siFacebook, siGoogle } from 'simple-icons';
import { HANDOFF_GONE_MESSAGE, PROVIDER_NAMES, type SocialProvider } from '#shared/domain/social';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { Spinner } from '#ui/Spinner';
import { answeredMessage } from '../failure';
import { BrandIcon } from '../modal/ChoiceScreen';
import { popupProblemKey } from '../social/texts';
import '../modal/AuthModal.css';
import './auth-pages.css';

const ICONS: Record<SocialProvider, { path: string; hex: string }> = {
  'google.com': siGoogle,
  'apple.com': siApple,
  'facebook.com': siFacebook,
};

/**
 * /social-sign-in?handoff=…: the page the desktop app opens in the system browser for social sign-in. It
 * runs the provider's popup here, where a provider's page belongs, and posts the ID token to the
 * app's hand-off; the app, polling with its own key, signs in. Nothing is signed in on this page.
 */
export default function SocialSignInPage() {
  const { t } = useTranslation(['auth']);
  const id = useId();
  const [params] = useSearchParams();
  const handoffId = params.get('handoff') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const action = useAction(async (provider: SocialProvider) => {
    const outcome = await (await import('../social/firebase-social')).popupIdToken(provider);
    if (!outcome.ok) throw new Error(t(popupProblemKey(outcome.reason)));
    try {
      setDone(
        (await call('socialHandoffComplete', { params: { handoffId }, body: { idToken: outcome.idToken } }))
          .message,
      );
    } catch (err) {
      throw new Error(answeredMessage(err, t('auth:social.failed')));
    }
  });

  return (
    <section className="auth-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('auth:social.pageTitle')}</h1>
      {handoffId.length < 20 ? (
        <p role="alert">{HANDOFF_GONE_MESSAGE}</p>
      ) : done ? (
        <p role="status">{done}</p>
      ) : (
        <>
          <p>{t('auth:social.pageIntro')}</p>
          <div className="auth-choices">
            {(Object.keys(ICONS) as SocialProvider[]).map((provider) => (
              <button
                key={provider}
                type="button"
                className="auth-choice"
                disabled={action.busy}
                onClick={() => void action.run(provider)}
              >
                {action.pending?.[0] === provider ? (
                  <Spinner />
                ) : (
                  <BrandIcon path={ICONS[provider].path} color={ICONS[provider].hex} />
                )}
                <span>{t('auth:choice.provider', { provider: PROVIDER_NAMES[provider] })}</span>
              </button>
            ))}
          </div>
          {action.error && (
            <p className="auth-error" role="alert">
              {action.error}
            </p>
          )}
        </>
      )}
    </section>
  );
}
