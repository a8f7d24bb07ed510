import englishSecondFactor from '#shared/locales/en/second-factor';
import { bareKey, formatMessage, type MessageValues } from './message-format';

/** A second-factor message's full key as code writes it (`second-factor:wrongCode`). */
export type SecondFactorKey = `second-factor:${keyof typeof englishSecondFactor}`;

/**
 * A second-factor message in English, the source language, from its catalogue
 * (src/shared/locales/en/second-factor.ts): how the rules and the server write them. A file apart from
 * ./english so only the chunks of the pages that show two-step sign-in carry that catalogue.
 */
export function englishSecondFactorText(key: SecondFactorKey, values: MessageValues = {}): string {
  const text = formatMessage(englishSecondFactor, bareKey(key), values, 'en');
  if (text === undefined) throw new Error(`No English message ${key}.`);
  return text;
}
