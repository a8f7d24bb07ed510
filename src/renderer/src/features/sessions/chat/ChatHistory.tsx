import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { ChatMessages } from './ChatMessages';
import { useTranslation } from 'react-i18next';

/** The booking's chat outside a call (before it is accepted, after it ended): read only, the latest page. */
export function ChatHistory({ bookingId, me, other }: { bookingId: string; me: string; other: string }) {
  const { t } = useTranslation(['sessions', 'common']);
  const { data, error, retry } = useQuery(['sessionsChat', bookingId], (signal) => call('sessionsChat', { params: { bookingId }, signal }));
  return (
    <section className="sr-chat is-history" aria-label={t('sessions:chatHistory')}>
      <h2>{t('sessions:chatHistory')}</h2>
      {error && <RetryAlert message={error.message} onRetry={retry} className="text-error" buttonClassName="btn-link" />}
      {!data && !error && <p role="status">{t('common:loading')}</p>}
      {data && <ChatMessages messages={data.messages} me={me} names={{ me: t('sessions:you'), other }} />}
    </section>
  );
}
