import { useState } from 'react';
import { PROVIDER_NAMES, SOCIAL_PROVIDERS, type SocialProvider } from '#shared/domain/social';
import { call } from '#api/client';
import type { Query } from '#api/use-query';
import type { LinkedIdentity } from '#shared/contract/http/social';
import { platform } from '#platform/target';
import { RetryAlert } from '#ui/LoadFailed';
import { answeredMessage } from '#features/auth/failure';
import { popupProblem, SOCIAL_TEXTS } from '#features/auth/social/texts';
import { TEXTS } from '../texts';

/**
 * The ways to sign in (issue 19): the password, and Google, Apple and Facebook, each linked
 * (through the provider's popup) or unlinked. The server refuses to unlink the last way in.
 */
export function SignInMethodsSection({
  methods,
}: {
  methods: Query<{ hasPassword: boolean; identities: LinkedIdentity[] }>;
}) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const { data, error, retry } = methods;

  const act = async (action: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      setNote({ ok: true, text: (await action()).message });
    } catch (err) {
      setNote({ ok: false, text: answeredMessage(err, TEXTS.actionFailed) });
    } finally {
      setBusy(false);
      retry();
    }
  };

  const link = (provider: SocialProvider) =>
    act(async () => {
      const outcome = await (await import('#features/auth/social/firebase-social')).popupIdToken(provider);
      if (!outcome.ok) return Promise.reject(new Error(popupProblem(outcome.reason)));
      return call('accountIdentityLink', { body: { idToken: outcome.idToken } });
    });
  const inBrowser = platform.phoneVerification === 'in-page';

  return (
    <section className="bk-section" aria-labelledby="methods-heading">
      <h2 id="methods-heading">{SOCIAL_TEXTS.linkedAccounts}</h2>
      <p>{SOCIAL_TEXTS.linkedIntro}</p>
      {error && (
        <RetryAlert
          message={SOCIAL_TEXTS.loadFailed}
          onRetry={retry}
          className="bk-error"
          buttonClassName="bk-link-button"
        />
      )}
      {!data && !error && <p role="status">{TEXTS.loading}</p>}
      {data && (
        <ul aria-label={SOCIAL_TEXTS.linkedAccounts} className="account-sessions">
          <li>
            <strong>{SOCIAL_TEXTS.password}</strong> ·{' '}
            {data.hasPassword ? SOCIAL_TEXTS.passwordSet : SOCIAL_TEXTS.passwordNotSet}
          </li>
          {SOCIAL_PROVIDERS.map((provider) => {
            const linked = data.identities.find((i) => i.provider === provider);
            const name = PROVIDER_NAMES[provider];
            return (
              <li key={provider} data-provider={provider}>
                <strong>{name}</strong> ·{' '}
                {linked ? SOCIAL_TEXTS.linkedAs(linked.email) : SOCIAL_TEXTS.notLinked}{' '}
                {linked ? (
                  <button
                    type="button"
                    className="bk-link-button"
                    disabled={busy}
                    onClick={() => void act(() => call('accountIdentityUnlink', { params: { provider } }))}
                  >
                    {SOCIAL_TEXTS.unlink(name)}
                  </button>
                ) : (
                  inBrowser && (
                    <button
                      type="button"
                      className="bk-link-button"
                      disabled={busy}
                      onClick={() => void link(provider)}
                    >
                      {SOCIAL_TEXTS.link(name)}
                    </button>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
      {data && !inBrowser && <p>{SOCIAL_TEXTS.linkInApp}</p>}
      {note && (
        <p role={note.ok ? 'status' : 'alert'} className={note.ok ? undefined : 'bk-error'}>
          {note.text}
        </p>
      )}
    </section>
  );
}
