import { useId, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { CHAT_MESSAGE_MAX, chatTextSchema } from '#shared/contract/live';
import type { ChatLog } from './chat-log';
import { ChatMessages } from './ChatMessages';
import { useChatSeen } from './use-chat-seen';
import { localizeMessage } from '#i18n/messages';
import { useTranslation } from 'react-i18next';

/** The room's chat: the booking's messages (history and live), read as they are shown, and a box to write in. */
export function ChatPanel({
  log,
  me,
  names,
  onSend,
  onLoadEarlier,
}: {
  log: ChatLog;
  me: string;
  names: { me: string; other: string };
  onSend: (text: string) => void;
  onLoadEarlier: () => Promise<void>;
}) {
  const id = useId();
  const { t } = useTranslation(['sessions', 'common']);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  useChatSeen(log.messages);

  const send = () => {
    const parsed = chatTextSchema.safeParse(text);
    if (!parsed.success) {
      setError(localizeMessage(parsed.error.issues[0]?.message ?? t('sessions:chatLabel')));
      return;
    }
    setError(null);
    onSend(parsed.data);
    setText('');
  };
  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    send();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  const earlier = () => {
    setLoading(true);
    onLoadEarlier()
      .catch(() => setError(t('common:loadFailed')))
      .finally(() => setLoading(false));
  };

  return (
    <aside className="sr-chat" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('sessions:chat')}</h2>
      {log.hasMore && (
        <button type="button" className="btn-link" onClick={earlier} disabled={loading}>
          {loading ? t('common:loading') : t('sessions:earlier')}
        </button>
      )}
      <ChatMessages messages={log.messages} pending={log.pending} me={me} names={names} />
      <form className="sr-chat-form" onSubmit={onSubmit}>
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {t('sessions:chatLabel')}
        </label>
        <textarea
          id={`${id}-text`}
          rows={2}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t('sessions:chatPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn">
          {t('sessions:send')}
        </button>
        {error && (
          <p id={`${id}-error`} className="text-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </aside>
  );
}
