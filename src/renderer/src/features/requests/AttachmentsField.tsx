import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, checkImageFile, checkImageSize } from '#shared/domain/media';
import { REQUEST_ATTACHMENTS_MAX } from '#shared/domain/requests';
import { uploadFile } from '#api/upload';
import { localizeMessage } from '#i18n/messages';
import { refusalText } from './refusal';

export interface Attachment {
  key: string;
  url: string;
}

/**
 * Up to REQUEST_ATTACHMENTS_MAX images for a request, each sent at once through the message image
 * upload (checked by type and size here, by content on the server) and listed with a remove button.
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
    const check = checkImageFile(file);
    const size = checkImageSize(file.size);
    const problem = !check.ok ? check.message : !size.ok ? size.message : null;
    if (problem !== null) {
      setError(localizeMessage(problem));
      return;
    }
    setError(null);
    setBusy(true);
    uploadFile('uploadMessageImage', { field: 'image', blob: file, fileName: file.name })
      .then(({ key, imageUrl }) => onChange([...value, { key, url: imageUrl }]))
      .catch((err: unknown) => setError(refusalText(err)))
      .finally(() => setBusy(false));
  };

  return (
    <fieldset className="rq-times">
      <legend>{t('bookings:rq.field.images')}</legend>
      <p className="text-muted" id={`${id}-hint`}>
        {t('bookings:rq.field.imagesHint', { max: REQUEST_ATTACHMENTS_MAX })}
      </p>
      {value.length > 0 && (
        <ul className="rq-attachments">
          {value.map((a, i) => (
            <li key={a.key}>
              <img src={a.url} alt={t('bookings:rq.imageN', { n: i + 1 })} width={96} height={64} />
              <button type="button" className="btn-link" onClick={() => onChange(value.filter((x) => x.key !== a.key))}>
                {t('bookings:rq.field.removeImage', { n: i + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {value.length < REQUEST_ATTACHMENTS_MAX && (
        <label className="btn">
          {busy ? t('bookings:rq.field.uploading') : t('bookings:rq.field.addImage')}
          <input type="file" accept={IMAGE_ACCEPT} className="visually-hidden" aria-describedby={`${id}-hint`} disabled={busy} onChange={onFile} />
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
