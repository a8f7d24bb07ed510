import { PROVIDER_NAMES, SOCIAL_PROVIDERS, type SocialProvider } from '#shared/domain/social';
import { useIsolate } from '#features/catalog/bidi';
import { call } from '#api/client';
import type { Query } from '#api/use-query';
import type { LinkedIdentity } from '#shared/contract/http/social';
import { platform } from '#platform/target';
import { popupProblemKey } from '#features/auth/social/texts';
import { useTranslation } from 'react-i18next';
import { LoadedSection } from './LoadedSection';
import { NoteLine, useNotedCall } from './Note';

/**
 * The ways to sign in: the password, and Google, Apple and Facebook, each linked
 * (through the provider's popup) or unlinked. The server refuses to unlink the last way in.
 */
export function SignInMethodsSection({
  methods,
}: {
  methods: Query<{ hasPassword: boolean; identities: LinkedIdentity[] }>;
}) {
  const { t } = useTranslation(['auth', 'account', 'common']);
  const isolate = useIsolate();
  const { busy, note, run } = useNotedCall();
  const { data } = methods;
  const act = async (action: () => Promise<{ message: string }>) => {
    await run(action);
    methods.retry();
  };

  const link = (provider: SocialProvider) =>
    act(async () => {
      const outcome = await (await import('#features/auth/social/firebase-social')).popupIdToken(provider);
      if (!outcome.ok) return Promise.reject(new Error(t(popupProblemKey(outcome.reason))));
      return call('accountIdentityLink', { body: { idToken: outcome.idToken } });
    });
  const inBrowser = platform.phoneVerification === 'in-page';

  return (
    <LoadedSection
      id="methods-heading"
      title={t('auth:social.linkedAccounts')}
      intro={t('auth:social.linkedIntro')}
      loadFailed={t('auth:social.loadFailed')}
      query={methods}
    >
      {data && (
        <ul aria-label={t('auth:social.linkedAccounts')} className="account-sessions">
          <li>
            <strong>{t('auth:field.password')}</strong> ·{' '}
            {data.hasPassword ? t('auth:social.passwordSet') : t('auth:social.passwordNotSet')}
          </li>
          {SOCIAL_PROVIDERS.map((provider) => {
            const linked = data.identities.find((i) => i.provider === provider);
            const name = PROVIDER_NAMES[provider];
            return (
              <li key={provider} data-provider={provider}>
                <strong>{name}</strong> ·{' '}
                {linked ? (linked.email ? t('auth:social.linkedAs', { email: isolate(linked.email) }) : t('auth:social.linked')) : t('auth:social.notLinked')}{' '}
                {linked ? (
                  <button
                    type="button"
                    className="btn-link"
                    disabled={busy}
                    onClick={() => void act(() => call('accountIdentityUnlink', { params: { provider } }))}
                  >
                    {t('auth:social.unlink', { provider: name })}
                  </button>
                ) : (
                  inBrowser && (
                    <button
                      type="button"
                      className="btn-link"
                      disabled={busy}
                      onClick={() => void link(provider)}
                    >
                      {t('auth:social.link', { provider: name })}
                    </button>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
      {data && !inBrowser && <p>{t('auth:social.linkInApp')}</p>}
      <NoteLine note={note} />
    </LoadedSection>
  );
}
