import { formatSessionTime } from '#shared/domain/booking';
import { directionOf, isUiLanguage, SOURCE_LANGUAGE, type UiLanguage } from '#shared/domain/ui-language';
import { isolateInRtl } from '#shared/i18n/isolate';
import { formatRupees, rupeesOf } from '#shared/domain/wallet';
import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import { bareKey, formatMessage, MESSAGE_LOCALES, type MessageValues } from '#shared/i18n/message-format';
import type englishEmails from '#shared/locales/en/emails';

/** A catalogue key without its plural ending (`credits_one` → `credits`): code names plural texts by their base. */
type BaseKey<K extends string> = K extends `${infer B}_${'one' | 'other'}` ? B : K;

/** An email's full key as code writes it (`emails:verify.subject`). */
export type EmailKey = `emails:${BaseKey<keyof typeof englishEmails>}`;

/** Who an account email goes to: the account's language (`users.language`) chooses the email's; English until one is chosen. */
export interface MailRecipient {
  name: string;
  email: string;
  language?: string | null;
}

export interface MailTexts {
  language: UiLanguage;
  t: (key: EmailKey, values?: MessageValues) => string;
  /** "12 credits (₹120)" in the language: its digits and grouping (English keeps the Indian grouping). */
  credits: (credits: number) => string;
  /** A moment in a time zone, as the language writes dates (English: en-GB, as the booking pages). */
  time: (iso: string, timeZone: string | undefined) => string;
}

/** The texts of one email in its recipient's language (the English text where a language lacks one: the check in the test command keeps that from happening). */
export function mailTexts(to: Pick<MailRecipient, 'language'>): MailTexts {
  const language = isUiLanguage(to.language) ? to.language : SOURCE_LANGUAGE;
  // In a right-to-left email a text in Latin letters set in a sentence (a name, a gig's title, an address,
  // a link) is isolated, so it keeps its order and its punctuation its side ("Samuel C.", "samuel.cohen@…").
  const own = (values: MessageValues): MessageValues =>
    directionOf(language) === 'rtl' ? Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? isolateInRtl(v) : v])) : values;
  const t = (key: EmailKey, values: MessageValues = {}) =>
    formatMessage(SHARED_CATALOGUES[language].emails, bareKey(key), own(values), language) ??
    formatMessage(SHARED_CATALOGUES.en.emails, bareKey(key), values, 'en') ??
    key;
  const english = language === SOURCE_LANGUAGE;
  const locale = english ? 'en-IN' : MESSAGE_LOCALES[language];
  const rupees = (n: number) =>
    english ? formatRupees(n) : new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(n);
  return {
    language,
    t,
    credits: (n) => t('emails:credits', { count: n, amount: new Intl.NumberFormat(locale).format(n), rupees: rupees(rupeesOf(n)) }),
    time: (iso, zone) => (english ? formatSessionTime(iso, zone) : formatSessionTime(iso, zone, MESSAGE_LOCALES[language])),
  };
}
