import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { ChatMessages } from './ChatMessages';
import { TEXTS } from '../texts';

/** The booking's chat outside a call (before it is accepted, after it ended): read only, the latest page. */
export function ChatHistory({ bookingId, me, other }: { bookingId: string; me: string; other: string }) {
  const { data, error, retry } = useQuery(['sessionsChat', bookingId], (signal) => call('sessionsChat', { params: { bookingId }, signal }));
  return (
    <section className="sr-chat is-history" aria-label={TEXTS.chatHistory}>
      <h2>{TEXTS.chatHistory}</h2>
      {error && <RetryAlert message={error.message} onRetry={retry} className="bk-error" buttonClassName="bk-link-button" />}
      {!data && !error && <p role="status">{TEXTS.loading}</p>}
      {data && <ChatMessages messages={data.messages} me={me} names={{ me: TEXTS.you, other }} />}
    </section>
  );
}
