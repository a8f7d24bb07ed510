import { useState } from 'react';
import { useIsolate } from '#features/catalog/bidi';
import { Link } from 'react-router-dom';
import { Avatar } from '#ui/Avatar';
import { Composer } from './Composer';
import { ConversationMenu } from './ConversationMenu';
import { MessageList } from './MessageList';
import { useTranslation } from 'react-i18next';
import { useConversation } from './use-conversation';

/** One conversation: who with, its history (older pages on demand), live messages, and the box to write in. */
export function ConversationView({ conversationId, me }: { conversationId: string; me: string }) {
  const { t } = useTranslation(['conversations', 'common']);
  const isolate = useIsolate();
  const c = useConversation(conversationId, me);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierFailed, setEarlierFailed] = useState(false);

  if (c.error && !c.conversation) {
    return (
      <section className="msg-view">
        <p role="alert">{c.error.status === 404 ? t('conversations:notFound') : t('conversations:loadFailed')}</p>
        <Link to="/messages">{t('conversations:back')}</Link>
      </section>
    );
  }
  if (!c.conversation) return <section className="msg-view" aria-busy="true"><p role="status">{t('common:loading')}</p></section>;
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
          {t('conversations:back')}
        </Link>
        <Avatar name={other.name} src={other.avatarUrl} size={40} />
        <h2 id="msg-with">
          {other.expertUserName ? <Link to={`/experts/${encodeURIComponent(other.expertUserName)}`}>{other.name}</Link> : other.name}
        </h2>
        {conversation.bookingId && (
          <Link to={`/bookings/${conversation.bookingId}`} className="msg-kind">
            {t('conversations:booking')}
          </Link>
        )}
        <ConversationMenu conversation={conversation} onChanged={() => void c.reload()} />
      </header>
      {c.hasMore && (
        <button type="button" className="btn-link" onClick={earlier} disabled={loadingEarlier}>
          {loadingEarlier ? t('common:loading') : t('conversations:earlier')}
        </button>
      )}
      {earlierFailed && <p role="alert">{t('conversations:loadFailed')}</p>}
      <MessageList conversation={conversation} messages={c.messages} me={me} />
      <p className="msg-typing" aria-live="polite">
        {c.typingUntil !== null ? t('conversations:typing', { name: isolate(other.name) }) : ''}
      </p>
      {conversation.blocked === 'you' ? (
        <p className="msg-blocked">{t('conversations:youBlocked')}</p>
      ) : conversation.blocked === 'them' ? (
        <p className="msg-blocked">{t('conversations:blockedYou')}</p>
      ) : (
        <Composer key={conversationId} conversationId={conversationId} onSent={c.added} />
      )}
    </section>
  );
}
