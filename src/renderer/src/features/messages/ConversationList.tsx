import { useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '#shared/contract/http/messages';
import { INTL_LOCALES, useFormat } from '#i18n/format';
import { useLanguage } from '#i18n/language';
import { Avatar } from '#ui/Avatar';
import { useContactMarker } from './contact-marker';

/** A last message's time: the time of day when it is today, else its date, in the interface language. */
function useWhen(): (iso: string) => string {
  const language = useLanguage();
  const format = useFormat();
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(INTL_LOCALES[language], { timeStyle: 'short' });
    return (iso: string) => {
      const at = new Date(iso);
      return at.toDateString() === new Date().toDateString() ? time.format(at) : format.date(at);
    };
  }, [language, format]);
}

/** The inbox: each conversation with the other person, the last message, its time and the unread count. */
export function ConversationList({ conversations, me }: { conversations: Conversation[]; me: string }) {
  const { t } = useTranslation(['conversations']);
  const format = useFormat();
  const when = useWhen();
  const marked = useContactMarker();
  if (conversations.length === 0) return <p className="msg-empty">{t('conversations:empty')}</p>;
  return (
    <ul className="msg-inbox" aria-label={t('conversations:inboxLabel')}>
      {conversations.map((c) => {
        const last = c.lastMessage;
        const body = last ? marked(last.text) || (last.hasImage ? t('conversations:image') : '') : '';
        const preview = last && last.senderId === me ? t('conversations:preview', { who: t('conversations:you'), text: body }) : body;
        return (
          <li key={c.id}>
            <NavLink to={`/messages/${c.id}`} className={c.unread > 0 ? 'msg-row msg-row-unread' : 'msg-row'} data-testid="conversation">
              <Avatar name={c.other.name} src={c.other.avatarUrl} size={44} />
              <span className="msg-row-main">
                <span className="msg-row-name">
                  {c.other.name}
                  {c.kind === 'booking' && <span className="msg-kind"> · {t('conversations:booking')}</span>}
                  {c.kind === 'offer' && <span className="msg-kind"> · {t('conversations:offer')}</span>}
                </span>
                <span className="msg-row-preview" dir="auto">{preview}</span>
              </span>
              <span className="msg-row-side">
                {last && <time dateTime={last.createdAt}>{when(last.createdAt)}</time>}
                {c.unread > 0 && (
                  <span className="msg-unread" aria-label={t('conversations:unread', { count: c.unread, n: format.number(c.unread) })}>
                    {format.number(c.unread)}
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
