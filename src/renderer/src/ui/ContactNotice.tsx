import { useTranslation } from 'react-i18next';
import { hidesContact } from '#shared/domain/public-text';

/**
 * The notice messages give their sender, shown to the writer of a text others read before a
 * booking (a review, a reply, a gig) while part of it would be hidden from its readers.
 */
export function ContactNotice({ texts, className = 'contact-notice' }: { texts: readonly string[]; className?: string }) {
  const { t } = useTranslation(['conversations']);
  if (!hidesContact(...texts)) return null;
  return (
    <p className={className} role="note" data-testid="contact-notice">
      {t('conversations:hiddenNotice')}
    </p>
  );
}
