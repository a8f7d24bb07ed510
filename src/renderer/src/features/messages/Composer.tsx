import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type SubmitEvent } from 'react';
import type { DirectMessage } from '#shared/contract/live-messages';
import { IMAGE_ACCEPT, checkImageFile, checkImageSize } from '#shared/domain/media';
import { MESSAGE_TEXT_MAX, TYPING_SIGNAL_EVERY_MS, messageTextSchema } from '#shared/domain/messages';
import { ApiError, call, networkError } from '#api/client';
import { uploadFile } from '#api/upload';
import { readDraft, saveDraft } from './draft';
import { sendLive } from '#api/shared-live';
import { localizeMessage } from '#i18n/messages';
import { useFormat } from '#i18n/format';
import { useTranslation } from 'react-i18next';

const failure = (err: unknown) => (err instanceof ApiError ? err.message : networkError().message);

/**
 * The box to write in: text up to 2,000 characters (the draft kept per conversation), an image
 * through the upload pipeline with its progress, "typing…" told to the other side while writing.
 * Enter sends, Shift+Enter breaks the line.
 */
export function Composer({ conversationId, onSent }: { conversationId: string; onSent: (message: DirectMessage) => void }) {
  const { t } = useTranslation(['conversations']);
  const format = useFormat();
  const id = useId();
  const [text, setText] = useState(() => readDraft(conversationId));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);

  const change = (value: string) => {
    setText(value);
    saveDraft(conversationId, value);
    const now = Date.now();
    if (value && now - lastTyping.current > TYPING_SIGNAL_EVERY_MS) {
      lastTyping.current = now;
      sendLive({ type: 'conversation.typing', conversationId });
    }
  };

  const post = async (body: { text?: string; imageKey?: string }) => {
    const { message } = await call('conversationsSend', { params: { conversationId }, body: { clientId: crypto.randomUUID(), ...body } });
    onSent(message);
  };

  const sendText = () => {
    if (busy) return;
    const parsed = messageTextSchema.safeParse(text);
    if (!parsed.success) {
      setError(localizeMessage(parsed.error.issues[0]?.message ?? t('conversations:textLabel')));
      return;
    }
    setError(null);
    setBusy(true);
    post({ text: parsed.data }).then(
      () => {
        setText('');
        saveDraft(conversationId, '');
        lastTyping.current = 0;
      },
      (err: unknown) => setError(failure(err)),
    ).finally(() => setBusy(false));
  };

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const check = checkImageFile(file);
    const size = checkImageSize(file.size);
    if (!check.ok) {
      setError(localizeMessage(check.message));
      return;
    }
    if (!size.ok) {
      setError(localizeMessage(size.message));
      return;
    }
    setError(null);
    setProgress(0);
    uploadFile('uploadMessageImage', { field: 'image', blob: file, fileName: file.name }, setProgress)
      .then(({ key }) => post({ imageKey: key }))
      .catch((err: unknown) => setError(failure(err)))
      .finally(() => setProgress(null));
  };

  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    sendText();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      sendText();
    }
  };

  const uploading = progress === null ? '' : t('conversations:uploading', { percent: format.number(Math.round(progress * 100)) });

  return (
    <form className="msg-composer" onSubmit={onSubmit}>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {t('conversations:textLabel')}
      </label>
      <textarea
        id={`${id}-text`}
        rows={2}
        value={text}
        maxLength={MESSAGE_TEXT_MAX}
        placeholder={t('conversations:placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(e) => change(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <span id={`${id}-count`} className="msg-counter">
        {text.length}/{MESSAGE_TEXT_MAX}
      </span>
      <div className="msg-composer-actions">
        <input ref={fileInput} id={`${id}-image`} type="file" accept={IMAGE_ACCEPT} className="visually-hidden" tabIndex={-1} aria-label={t('conversations:addImage')} onChange={onFile} />
        <button type="button" className="btn" onClick={() => fileInput.current?.click()} disabled={progress !== null}>
          {t('conversations:addImage')}
        </button>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('conversations:sending') : t('conversations:send')}
        </button>
      </div>
      {progress !== null && (
        <p className="msg-progress" role="status">
          <progress max={1} value={progress} aria-label={uploading} /> {uploading}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
