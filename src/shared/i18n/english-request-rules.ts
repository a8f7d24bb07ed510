import englishRequestRules from '#shared/locales/en/request-rules';
import { bareKey, formatMessage, type MessageValues } from './message-format';

/** A request's or an offer's message, by its full key as code writes it (`request-rules:request.titleShort`). */
export type RequestRulesKey = `request-rules:${keyof typeof englishRequestRules}`;

/**
 * A requests' message in English, the source language, from its catalogue
 * (src/shared/locales/en/request-rules.ts): how the rules and the server write them. A file apart from
 * ./english so the entry's catalogue, on every page, does not carry them.
 */
export function englishRequestRule(key: RequestRulesKey, values: MessageValues = {}): string {
  const text = formatMessage(englishRequestRules, bareKey(key), values, 'en');
  if (text === undefined) throw new Error(`No English message ${key}.`);
  return text;
}
