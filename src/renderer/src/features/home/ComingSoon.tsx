import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '#api/use-query';
import { useAtomValue, useAuthModal, userAtom } from '#state';
import { RetryAlert } from '#ui/LoadFailed';
import { askToBeNotified, fetchNotifyStatus } from './notify-api';
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
  const { t } = useTranslation(['home']);
  const user = useAtomValue(userAtom);
  const authModal = useAuthModal();
  const [wish, retry] = useEarlyNotification(user?.id ?? null);

  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title" data-state={user ? `signed-in-${wish}` : 'signed-out'}>
      <Sparkles aria-hidden="true" className="coming-soon-icon" size={36} />
      <h2 id="coming-soon-title">{t('home:soon.title')}</h2>
      {user ? (
        <div aria-live="polite">
          <p className="coming-soon-text">{t('home:soon.signedIn')}</p>
          {wish === 'failed' && (
            <RetryAlert message={t('home:soon.saveFailed')} onRetry={retry} className="coming-soon-error" buttonClassName="coming-soon-retry" />
          )}
        </div>
      ) : (
        <>
          <p className="coming-soon-text">{t('home:soon.signedOut')}</p>
          <button type="button" className="coming-soon-button" onClick={() => authModal.open('signup')}>
            {t('home:soon.signUp')}
          </button>
        </>
      )}
    </section>
  );
}
