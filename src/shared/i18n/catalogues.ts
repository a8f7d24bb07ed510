import type { UiLanguage } from '#shared/domain/ui-language';
import arEmails from '#shared/locales/ar/emails';
import arAnswers from '#shared/locales/ar/answers';
import arMessages from '#shared/locales/ar/messages';
import enEmails from '#shared/locales/en/emails';
import enAnswers from '#shared/locales/en/answers';
import enMessages from '#shared/locales/en/messages';
import frEmails from '#shared/locales/fr/emails';
import frAnswers from '#shared/locales/fr/answers';
import frMessages from '#shared/locales/fr/messages';
import koEmails from '#shared/locales/ko/emails';
import koAnswers from '#shared/locales/ko/answers';
import koMessages from '#shared/locales/ko/messages';
import ptEmails from '#shared/locales/pt/emails';
import ptAnswers from '#shared/locales/pt/answers';
import ptMessages from '#shared/locales/pt/messages';
import type { MessageCatalogue } from './message-format';

/**
 * Every language's message, server-answer and email catalogues at once: for the server (the emails, written in the
 * account's language) and the tests. The renderer never imports this file: it loads the chosen
 * language's file alone (src/renderer/src/i18n/messages.ts).
 */
export const SHARED_CATALOGUES: Record<UiLanguage, { messages: MessageCatalogue; answers: MessageCatalogue; emails: MessageCatalogue }> = {
  en: { messages: enMessages, answers: enAnswers, emails: enEmails },
  pt: { messages: ptMessages, answers: ptAnswers, emails: ptEmails },
  fr: { messages: frMessages, answers: frAnswers, emails: frEmails },
  ar: { messages: arMessages, answers: arAnswers, emails: arEmails },
  ko: { messages: koMessages, answers: koAnswers, emails: koEmails },
};
