import { isUiLanguage, SOURCE_LANGUAGE, type UiLanguage } from '#shared/domain/ui-language';
import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import { bareKey, formatMessage, type MessageValues } from '#shared/i18n/message-format';
import type englishEmails from '#shared/locales/en/emails';

/** An email's full key as code writes it (`emails:verify.subject`). */
export type EmailKey = `emails:${keyof typeof englishEmails}`;

/** Who an account email goes to: the account's language (`users.language`, issue 17) chooses the email's; English until one is chosen. */
export interface MailRecipient {
  name: string;
  email: string;
  language?: string | null;
}

/** The texts of one email in its recipient's language (the English text where a language lacks one: the check in the test command keeps that from happening). */
export function mailTexts(to: MailRecipient): { language: UiLanguage; t: (key: EmailKey, values?: MessageValues) => string } {
  const language = isUiLanguage(to.language) ? to.language : SOURCE_LANGUAGE;
  const t = (key: EmailKey, values: MessageValues = {}) =>
    formatMessage(SHARED_CATALOGUES[language].emails, bareKey(key), values, language) ??
    formatMessage(SHARED_CATALOGUES.en.emails, bareKey(key), values, 'en') ??
    key;
  return { language, t };
}
