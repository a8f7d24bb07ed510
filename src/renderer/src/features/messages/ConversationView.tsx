import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGE_TEXTS } from '#shared/domain/messages';
import { Avatar } from '#ui/Avatar';
import { Composer } from './Composer';
import { ConversationMenu } from './ConversationMenu';
import { MessageList } from './MessageList';
import { TEXTS } from './texts';
import { useConversation } from './use-conversation';

/** One conversation: who with, its history (older pages on demand), live messages, and the box to write in. */
export function ConversationView({ conversationId, me }: { conversationId: string; me: string }) {
  const c = useConversation(conversationId, me);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierFailed, setEarlierFailed] = useState(false);

  if (c.error && !c.conversation) {
    return (
      <section className="msg-view">
        <p role="alert">{c.error.status === 404 ? TEXTS.notFound : TEXTS.loadFailed}</p>
        <Link to="/messages">{TEXTS.back}</Link>
      </section>
    );
  }
  if (!c.conversation) return <section className="msg-view" aria-busy="true"><p role="status">{TEXTS.loading}</p></section>;
  const { conversation } = c;
  const { other } = conversation;
  const earlier = () => {
    setLoadingEarlier(true);
    setEarlierFailed(false);
    c.loadEarlier()
      .catch(() => setEarlierFailed(true))
      .finally(() => setLoadingEarlier(false));
  };

  return (
    <section className="msg-view" aria-labelledby="msg-with">
      <header className="msg-view-head">
        <Link to="/messages" className="msg-back">
          {TEXTS.back}
        </Link>
        <Avatar name={other.name} src={other.avatarUrl} size={40} />
        <h2 id="msg-with">
          {other.expertUserName ? <Link to={`/experts/${encodeURIComponent(other.expertUserName)}`}>{other.name}</Link> : other.name}
        </h2>
        {conversation.bookingId && (
          <Link to={`/bookings/${conversation.bookingId}`} className="msg-kind">
            {TEXTS.booking}
          </Link>
        )}
        <ConversationMenu conversation={conversation} onChanged={() => void c.reload()} />
      </header>
      {c.hasMore && (
        <button type="button" className="bk-link-button" onClick={earlier} disabled={loadingEarlier}>
          {loadingEarlier ? TEXTS.loading : TEXTS.earlier}
        </button>
      )}
      {earlierFailed && <p role="alert">{TEXTS.loadFailed}</p>}
      <MessageList conversation={conversation} messages={c.messages} me={me} />
      <p className="msg-typing" aria-live="polite">
        {c.typingUntil !== null ? TEXTS.typing(other.name) : ''}
      </p>
      {conversation.blocked === 'you' ? (
        <p className="msg-blocked">{TEXTS.youBlocked}</p>
      ) : conversation.blocked === 'them' ? (
        <p className="msg-blocked">{MESSAGE_TEXTS.blockedYou}</p>
      ) : (
        <Composer key={conversationId} conversationId={conversationId} onSent={c.added} />
      )}
    </section>
  );
}
