import { Suspense, useEffect, useRef, useState } from 'react';
import { useIsolate } from '#features/catalog/bidi';
import type { Conversation } from '#shared/contract/http/messages';
import type { DirectMessage } from '#shared/contract/live-messages';
import { fileUrl } from '#api/base';
import { MessageText } from '#features/sessions/chat/MessageText';
import { useFormat } from '#i18n/format';
import { useTranslation } from 'react-i18next';
import { useContactMarker } from './contact-marker';
import { ReportButton } from './report-later';

function MessageImage({ src, alt }: { src: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fileUrl(src).then(
      (u) => {
        if (live) setUrl(u);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [src]);
  return url ? <img className="msg-image" src={url} alt={alt} loading="lazy" /> : <span className="msg-image msg-image-loading" />;
}

/** A conversation's messages, oldest first, with "Seen" under the caller's last one the other has read. */
export function MessageList({ conversation, messages, me }: { conversation: Conversation; messages: DirectMessage[]; me: string }) {
  const { t } = useTranslation(['conversations']);
  const isolate = useIsolate();
  const marked = useContactMarker();
  const format = useFormat();
  const end = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);
  const lastMine = [...messages].reverse().find((m) => m.senderId === me);
  return (
    <ol className="msg-list" aria-label={t('conversations:title')}>
      {messages.map((m) => {
        const mine = m.senderId === me;
        const who = mine ? t('conversations:you') : conversation.other.name;
        return (
          <li key={m.id} className={mine ? 'msg msg-mine' : 'msg'} data-testid="message">
            <span className="visually-hidden">{who}: </span>
            {m.imageUrl && <MessageImage src={m.imageUrl} alt={t('conversations:imageAlt', { name: isolate(who) })} />}
            {m.text && <MessageText text={m.hidden ? marked(m.text) : m.text} />}
            <time className="msg-time" dateTime={m.createdAt}>
              {format.dateTime(m.createdAt)}
            </time>
            {mine && m.hidden && (
              <p className="msg-notice" role="note">
                {t('conversations:hiddenNotice')}
              </p>
            )}
            {!mine && (
              <Suspense fallback={null}>
                <ReportButton
                  target={{ kind: 'message', id: m.id }}
                  label={t('conversations:reportMessage')}
                  title={t('conversations:reportMessageTitle', { name: isolate(who) })}
                  className="btn-link msg-report-link"
                />
              </Suspense>
            )}
            {m === lastMine && (
              <span className="msg-receipt" data-testid="receipt">
                {conversation.otherLastReadSeq >= m.seq ? t('conversations:seen') : t('conversations:sent')}
              </span>
            )}
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" className="msg-end" />
    </ol>
  );
}
