import englishMessages from '#shared/locales/en/messages';
import { bareKey, formatMessage, type MessageValues } from './message-format';

type MessageKey = keyof typeof englishMessages;
type PluralBase<K> = K extends `${infer B}_${'one' | 'other'}` ? B : never;
/** A message's full key as code writes it (`messages:auth.loginFailed`; plural keys by their base). */
export type EnglishMessageKey = `messages:${Exclude<MessageKey, `${string}_${'one' | 'other'}`> | PluralBase<MessageKey>}`;

/**
 * A message in English, the source language, from the catalogue (src/shared/locales/en/messages.ts):
 * how the domain's rules and the server write their texts, so each text lives in the catalogue once.
 */
export function english(key: EnglishMessageKey, values: MessageValues = {}): string {
  const text = formatMessage(englishMessages, bareKey(key), values, 'en');
  if (text === undefined) throw new Error(`No English message ${key}.`);
  return text;
}
