import { useParams } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { useDocumentTitle } from '#app/document-title';
import { RequireSignIn } from '#app/guards/RequireSignIn';
import { useAtomValue, userAtom } from '#state';
import { ConversationList } from '../ConversationList';
import { ConversationView } from '../ConversationView';
import { useLiveMessages } from '#api/shared-live';
import { TEXTS } from '../texts';
import '../messages.css';

function Inbox({ me }: { me: string }) {
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
      <nav className="msg-side" aria-label={TEXTS.inboxLabel}>
        <h1 id="page-title">{TEXTS.title}</h1>
        {list.data ? (
          <ConversationList conversations={list.data.conversations} me={me} />
        ) : list.status === 'error' ? (
          <p role="alert">
            {TEXTS.loadFailed}{' '}
            <button type="button" className="bk-link-button" onClick={list.retry}>
              {TEXTS.retry}
            </button>
          </p>
        ) : (
          <p role="status">{TEXTS.loading}</p>
        )}
      </nav>
      {conversationId ? (
        <ConversationView key={conversationId} conversationId={conversationId} me={me} />
      ) : (
        <p className="msg-pick">{TEXTS.pick}</p>
      )}
    </div>
  );
}

/** /messages and /messages/{conversationId}: the inbox beside the open conversation (issue 16). */
export default function MessagesPage() {
  useDocumentTitle(TEXTS.title);
  const user = useAtomValue(userAtom);
  return <RequireSignIn title={TEXTS.title}>{user && <Inbox me={user._id} />}</RequireSignIn>;
}
