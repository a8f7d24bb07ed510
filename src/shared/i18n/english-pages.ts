import englishPages from '#shared/locales/en/pages';
import { bareKey, formatMessage, type MessageValues } from './message-format';

/** A page head text's full key as code writes it (`pages:about`). */
export type PageTextKey = `pages:${keyof typeof englishPages}`;

/**
 * A public page's head text (title, description) in English, the source language, from its
 * catalogue (src/shared/locales/en/pages.ts): how the route table writes its titles. Other languages
 * find the key by this text (./page-texts).
 */
export function englishPageText(key: PageTextKey, values: MessageValues = {}): string {
  const text = formatMessage(englishPages, bareKey(key), values, 'en');
  if (text === undefined) throw new Error(`No English page text ${key}.`);
  return text;
}
