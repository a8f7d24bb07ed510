import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, checkImageSize } from '#shared/domain/media';
import { ATTACHMENT_TYPE_MESSAGE, DOCUMENT_ACCEPT, attachmentKindOf } from '#shared/domain/documents';
import { REQUEST_ATTACHMENTS_MAX } from '#shared/domain/requests';
import { uploadFile } from '#api/upload';
import { localizeMessage } from '#i18n/messages';
import { refusalText } from './refusal';
import { AttachmentItem } from './AttachmentItem';

export interface Attachment {
  key: string;
  url: string;
  kind: 'image' | 'document';
}

/** Sends one picked file through its upload: an image through the message image pipeline, a PDF as a request file. */
async function upload(file: File, kind: Attachment['kind']): Promise<Attachment> {
  if (kind === 'image') {
    const { key, imageUrl } = await uploadFile('uploadMessageImage', { field: 'image', blob: file, fileName: file.name });
    return { key, url: imageUrl, kind };
  }
  const { key, fileUrl } = await uploadFile('uploadRequestFile', { field: 'file', blob: file, fileName: file.name });
  return { key, url: fileUrl, kind };
}

/**
 * Up to REQUEST_ATTACHMENTS_MAX images or PDFs for a request, each sent at once (checked by type and
 * size here, by content on the server) and listed with a remove button.
 */
export function AttachmentsField({ value, onChange }: { value: Attachment[]; onChange: (next: Attachment[]) => void }) {
  const { t } = useTranslation(['bookings']);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const kind = attachmentKindOf(file);
    if (kind === null) {
      setError(localizeMessage(ATTACHMENT_TYPE_MESSAGE));
      return;
    }
    // One size limit for every upload, a PDF's included (MAX_DOCUMENT_BYTES).
    const size = checkImageSize(file.size);
    if (!size.ok) {
      setError(localizeMessage(size.message));
      return;
    }
    setError(null);
    setBusy(true);
    upload(file, kind)
      .then((added) => onChange([...value, added]))
      .catch((err: unknown) => setError(refusalText(err)))
      .finally(() => setBusy(false));
  };

  return (
    <fieldset className="rq-times">
      <legend>{t('bookings:rq.field.attachments')}</legend>
      <p className="text-muted" id={`${id}-hint`}>
        {t('bookings:rq.field.attachmentsHint', { max: REQUEST_ATTACHMENTS_MAX })}
      </p>
      {value.length > 0 && (
        <ul className="rq-attachments">
          {value.map((a, i) => (
            <li key={a.key}>
              <AttachmentItem attachment={a} n={i + 1} size="small" />
              <button type="button" className="btn-link" onClick={() => onChange(value.filter((x) => x.key !== a.key))}>
                {t('bookings:rq.field.removeAttachment', { n: i + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {value.length < REQUEST_ATTACHMENTS_MAX && (
        <label className="btn">
          {busy ? t('bookings:rq.field.uploading') : t('bookings:rq.field.addAttachment')}
          <input type="file" accept={`${IMAGE_ACCEPT},${DOCUMENT_ACCEPT}`} className="visually-hidden" aria-describedby={`${id}-hint`} disabled={busy} onChange={onFile} />
        </label>
      )}
      {error && (
        <p className="text-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
