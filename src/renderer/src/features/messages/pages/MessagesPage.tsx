import { useParams } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { useDocumentTitle } from '#app/document-title';
import { RequireSignIn } from '#app/guards/RequireSignIn';
import { useAtomValue, userAtom } from '#state';
import { ConversationList } from '../ConversationList';
import { ConversationView } from '../ConversationView';
import { useLiveMessages } from '#api/shared-live';
import { useTranslation } from 'react-i18next';
import '#ui/forms.css';
import '../messages.css';

function Inbox({ me }: { me: string }) {
  const { t } = useTranslation(['conversations', 'common']);
  const { conversationId } = useParams();
  const list = useQuery(['conversationsList', me], (signal) => call('conversationsList', { signal }));
  // Any message or read mark of the user's changes the list (order, previews, unread counts).
  useLiveMessages(
    me,
    (m) => {
      if (m.type === 'message.new' || (m.type === 'conversation.read' && m.userId === me)) list.retry();
    },
    list.retry,
  );
  return (
    <div className={conversationId ? 'msg-page msg-page-open' : 'msg-page'}>
      <nav className="msg-side" aria-label={t('conversations:inboxLabel')}>
        <h1 id="page-title">{t('conversations:title')}</h1>
        {list.data ? (
          <ConversationList conversations={list.data.conversations} me={me} />
        ) : list.status === 'error' ? (
          <p role="alert">
            {t('conversations:loadFailed')}{' '}
            <button type="button" className="btn-link" onClick={list.retry}>
              {t('common:retry')}
            </button>
          </p>
        ) : (
          <p role="status">{t('common:loading')}</p>
        )}
      </nav>
      {conversationId ? (
        <ConversationView key={conversationId} conversationId={conversationId} me={me} />
      ) : (
        <p className="msg-pick">{t('conversations:pick')}</p>
      )}
    </div>
  );
}

/** /messages and /messages/{conversationId}: the inbox beside the open conversation. */
export default function MessagesPage() {
  const { t } = useTranslation(['conversations']);
  useDocumentTitle(t('conversations:title'));
  const user = useAtomValue(userAtom);
  return <RequireSignIn title={t('conversations:title')}>{user && <Inbox me={user.id} />}</RequireSignIn>;
}
