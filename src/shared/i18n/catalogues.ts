import type { UiLanguage } from '#shared/domain/ui-language';
import arEmails from '#shared/locales/ar/emails';
import arMessages from '#shared/locales/ar/messages';
import enEmails from '#shared/locales/en/emails';
import enMessages from '#shared/locales/en/messages';
import frEmails from '#shared/locales/fr/emails';
import frMessages from '#shared/locales/fr/messages';
import koEmails from '#shared/locales/ko/emails';
import koMessages from '#shared/locales/ko/messages';
import ptEmails from '#shared/locales/pt/emails';
import ptMessages from '#shared/locales/pt/messages';
import type { MessageCatalogue } from './message-format';

/**
 * Every language's message and email catalogues at once: for the server (the emails, written in the
 * account's language) and the tests. The renderer never imports this file: it loads the chosen
 * language's file alone (src/renderer/src/i18n/messages.ts).
 */
export const SHARED_CATALOGUES: Record<UiLanguage, { messages: MessageCatalogue; emails: MessageCatalogue }> = {
  en: { messages: enMessages, emails: enEmails },
  pt: { messages: ptMessages, emails: ptEmails },
  fr: { messages: frMessages, emails: frEmails },
  ar: { messages: arMessages, emails: arEmails },
  ko: { messages: koMessages, emails: koEmails },
};
