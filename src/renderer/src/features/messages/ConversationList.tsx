import { NavLink } from 'react-router-dom';
import type { Conversation } from '#shared/contract/http/messages';
import { Avatar } from '#ui/Avatar';
import { TEXTS } from './texts';

const when = (iso: string) => {
  const at = new Date(iso);
  const sameDay = at.toDateString() === new Date().toDateString();
  return sameDay ? at.toLocaleTimeString(undefined, { timeStyle: 'short' }) : at.toLocaleDateString(undefined, { dateStyle: 'medium' });
};

/** The inbox: each conversation with the other person, the last message, its time and the unread count. */
export function ConversationList({ conversations, me }: { conversations: Conversation[]; me: string }) {
  if (conversations.length === 0) return <p className="msg-empty">{TEXTS.empty}</p>;
  return (
    <ul className="msg-inbox" aria-label={TEXTS.inboxLabel}>
      {conversations.map((c) => {
        const last = c.lastMessage;
        const preview = last ? `${last.senderId === me ? `${TEXTS.you}: ` : ''}${last.text || (last.hasImage ? TEXTS.image : '')}` : '';
        return (
          <li key={c.id}>
            <NavLink to={`/messages/${c.id}`} className={c.unread > 0 ? 'msg-row msg-row-unread' : 'msg-row'} data-testid="conversation">
              <Avatar name={c.other.name} src={c.other.avatarUrl} size={44} />
              <span className="msg-row-main">
                <span className="msg-row-name">
                  {c.other.name}
                  {c.kind === 'booking' && <span className="msg-kind"> · {TEXTS.booking}</span>}
                </span>
                <span className="msg-row-preview">{preview}</span>
              </span>
              <span className="msg-row-side">
                {last && <time dateTime={last.createdAt}>{when(last.createdAt)}</time>}
                {c.unread > 0 && (
                  <span className="msg-unread" aria-label={TEXTS.unreadLabel(c.unread)}>
                    {c.unread}
                  </span>
                )}
              </span>
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
