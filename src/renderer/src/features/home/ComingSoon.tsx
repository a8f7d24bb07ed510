import { Sparkles } from 'lucide-react';
import { useQuery } from '#api/use-query';
import { useAtomValue, useAuthModal, userAtom } from '#state';
import { RetryAlert } from '#ui/LoadFailed';
import { askToBeNotified, fetchNotifyStatus } from './notify-api';
import {
  COMING_SOON_SAVE_FAILED,
  COMING_SOON_SIGN_UP,
  COMING_SOON_SIGNED_IN,
  COMING_SOON_SIGNED_OUT,
  COMING_SOON_TITLE,
} from './texts';
import './ComingSoon.css';

type Wish = 'saving' | 'saved' | 'failed';
const WISH = { idle: 'saving', loading: 'saving', ready: 'saved', error: 'failed' } as const satisfies Record<string, Wish>;

/**
 * Records the early-notification wish of the signed-in user once: asks whether it is recorded
 * and records it when not. Returns the state and a retry for a failed save.
 */
function useEarlyNotification(userId: string | null): [Wish, () => void] {
  const wish = useQuery(userId ? ['notify-me', userId] : null, (signal) =>
    fetchNotifyStatus(signal).then((status) => (status.notified ? status : askToBeNotified())),
  );
  return [WISH[wish.status], wish.retry];
}

/** The coming-soon block: a sign-up invitation when signed out, a congratulation when signed in. */
export function ComingSoon() {
  const user = useAtomValue(userAtom);
  const authModal = useAuthModal();
  const [wish, retry] = useEarlyNotification(user?._id ?? null);

  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title" data-state={user ? `signed-in-${wish}` : 'signed-out'}>
      <Sparkles aria-hidden="true" className="coming-soon-icon" size={36} />
      <h2 id="coming-soon-title">{COMING_SOON_TITLE}</h2>
      {user ? (
        <div aria-live="polite">
          <p className="coming-soon-text">{COMING_SOON_SIGNED_IN}</p>
          {wish === 'failed' && (
            <RetryAlert message={COMING_SOON_SAVE_FAILED} onRetry={retry} className="coming-soon-error" buttonClassName="coming-soon-retry" />
          )}
        </div>
      ) : (
        <>
          <p className="coming-soon-text">{COMING_SOON_SIGNED_OUT}</p>
          <button type="button" className="coming-soon-button" onClick={() => authModal.open('signup')}>
            {COMING_SOON_SIGN_UP}
          </button>
        </>
      )}
    </section>
  );
}
