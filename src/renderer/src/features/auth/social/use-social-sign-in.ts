import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInResponse } from '#shared/contract/http/users';
import { LOGIN_SUCCESS_TOAST } from '#shared/domain/auth-messages';
import type { SocialProvider } from '#shared/domain/social';
import { ApiError, call } from '#api/client';
import { messageOf, useAction } from '#api/use-action';
import { platform } from '#platform/target';
import { toast } from '#ui/toast';
import { answeredMessage } from '../failure';
import { storedDeviceToken } from '../session/device-token';
import { useSessionActions } from '../session/useSessionActions';
import { popupProblemKey } from './texts';

const POLL_MS = 2000;
const loadSocial = () => import('./firebase-social');

/**
 * Google, Apple or Facebook sign-in from the auth modal. The browser build opens the
 * provider's popup (Firebase) and sends the ID token to the API. The desktop app never shows a
 * provider's page itself: it opens our hosted sign-in page in the system browser and polls with a
 * key only it holds until the page has posted the sign-in (as its phone verification does).
 */
export function useSocialSignIn() {
  const { t } = useTranslation(['auth']);
  const { login } = useSessionActions();
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setWaiting(false);
  }, []);
  useEffect(() => stop, [stop]);

  const finish = async (res: SignInResponse) => {
    if (await login(res)) toast.success(LOGIN_SUCCESS_TOAST);
  };

  const action = useAction(
    async (provider: SocialProvider) => {
      const deviceToken = await storedDeviceToken();
      const device = deviceToken ? { deviceToken } : {};
      if (platform.phoneVerification === 'hosted-page') {
        const handoff = await call('socialHandoffCreate', { body: {} });
        window.open(handoff.url, '_blank', 'noopener');
        setWaiting(true);
        const poll = () => {
          timer.current = setTimeout(() => {
            call('socialHandoffTake', {
              params: { handoffId: handoff.handoffId },
              body: { key: handoff.key, ...device },
            })
              .then(async (taken) => {
                if (taken.status === 'pending' || !taken.signIn) {
                  poll();
                  return;
                }
                stop();
                await finish(taken.signIn);
              })
              .catch((err: unknown) => {
                stop();
                action.setError(answeredMessage(err, t('auth:social.failed')));
              });
          }, POLL_MS);
        };
        poll();
        return;
      }
      const outcome = await (await loadSocial()).popupIdToken(provider);
      if (!outcome.ok) throw new Error(t(popupProblemKey(outcome.reason)));
      await finish(await call('usersSocial', { body: { idToken: outcome.idToken, ...device } }));
    },
    {
      errorOf: (err) =>
        err instanceof ApiError ? answeredMessage(err, t('auth:social.failed')) : messageOf(err),
    },
  );

  return {
    start: action.run,
    busy: action.busy,
    pending: action.pending?.[0] ?? null,
    error: action.error,
    waiting,
    cancel: stop,
  };
}
