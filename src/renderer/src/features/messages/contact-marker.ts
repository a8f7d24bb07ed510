import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { HIDDEN_CONTACT_TEXT } from '#shared/domain/contact-masking';

/**
 * A message's text with the server's marker of contact details hidden until a booking written in the
 * interface language: the server masks in one language, the reader sees their own.
 */
export function useContactMarker(): (text: string) => string {
  const { t } = useTranslation(['conversations']);
  return useCallback((text: string) => text.replaceAll(HIDDEN_CONTACT_TEXT, t('conversations:hiddenUntilBooked')), [t]);
}
