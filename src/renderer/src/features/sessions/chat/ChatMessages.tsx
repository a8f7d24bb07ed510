import { useEffect, useMemo, useRef } from 'react';
import { INTL_LOCALES } from '#i18n/format';
import { useLanguage } from '#i18n/language';
import type { ChatMessage } from '#shared/contract/live';
import type { PendingMessage } from './chat-log';
import { MessageText } from './MessageText';
import { useTranslation } from 'react-i18next';


/** The messages, oldest first, ours on the right; ours still on the way marked as sending. Keeps the newest in view. */
export function ChatMessages({
  messages,
  pending = [],
  me,
  names,
}: {
  messages: ChatMessage[];
  pending?: PendingMessage[];
  me: string;
  names: { me: string; other: string };
}) {
  const language = useLanguage();
  const { t } = useTranslation(['sessions']);
  const time = useMemo(() => {
    const f = new Intl.DateTimeFormat(INTL_LOCALES[language], { timeStyle: 'short' });
    return (iso: string) => f.format(new Date(iso));
  }, [language]);
  const end = useRef<HTMLLIElement>(null);
  const count = messages.length + pending.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  if (count === 0) return <p className="text-muted sr-chat-empty">{t('sessions:chatEmpty')}</p>;
  return (
    <ol className="sr-messages" aria-label={t('sessions:chat')}>
      {messages.map((m) => {
        const mine = m.senderId === me;
        return (
          <li key={m.id} className={mine ? 'is-mine' : undefined} data-testid="chat-message">
            <span className="sr-message-meta">
              {mine ? names.me : names.other} · <time dateTime={m.createdAt}>{time(m.createdAt)}</time>
            </span>
            <MessageText text={m.text} />
          </li>
        );
      })}
      {pending.map((p) => (
        <li key={p.clientId} className="is-mine is-pending" data-testid="chat-pending">
          <span className="sr-message-meta">{t('sessions:sending')}</span>
          <MessageText text={p.text} />
        </li>
      ))}
      <li ref={end} aria-hidden="true" className="sr-messages-end" />
    </ol>
  );
}
