import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const SIZES = { small: { width: 96, height: 64 }, large: { width: 192, height: 128 } } as const;

/**
 * One attachment of a request: an image as its picture, a PDF as a named download (the server
 * serves it as an attachment, never inside the page).
 */
export function AttachmentItem({ attachment, n, size }: { attachment: { url: string; kind: 'image' | 'document' }; n: number; size: keyof typeof SIZES }) {
  const { t } = useTranslation(['bookings']);
  if (attachment.kind === 'document')
    return (
      <a href={attachment.url} className="rq-document" download>
        <FileText size={20} aria-hidden="true" />
        {t('bookings:rq.documentN', { n })}
      </a>
    );
  const image = <img src={attachment.url} alt={t('bookings:rq.imageN', { n })} {...SIZES[size]} />;
  return size === 'large' ? (
    <a href={attachment.url} target="_blank" rel="noreferrer">
      {image}
    </a>
  ) : (
    image
  );
}
