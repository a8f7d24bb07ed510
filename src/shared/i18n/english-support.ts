import englishSupport from '#shared/locales/en/support';
import { bareKey, formatMessage, type MessageValues } from './message-format';

/** A support message's full key as code writes it (`support:topic`). */
export type SupportKey = `support:${keyof typeof englishSupport}`;

/**
 * A support form's message in English, the source language, from its catalogue
 * (src/shared/locales/en/support.ts): how the rules and the server write them. A file apart from
 * ./english so the entry's catalogue, on every page, does not carry them.
 */
export function englishSupportText(key: SupportKey, values: MessageValues = {}): string {
  const text = formatMessage(englishSupport, bareKey(key), values, 'en');
  if (text === undefined) throw new Error(`No English message ${key}.`);
  return text;
}
