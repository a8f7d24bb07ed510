import englishAnswers from '#shared/locales/en/answers';
import { bareKey, formatMessage, type MessageValues } from './message-format';

/** A server answer's full key as code writes it (`answers:booking.notScheduledYet`). */
export type AnswerKey = `answers:${keyof typeof englishAnswers}`;

/**
 * A server answer in English, from its catalogue (src/shared/locales/en/answers.ts): for the answers
 * no page builds itself. Only the server and its rules' server-side files import this, so no page's
 * chunk carries the catalogue; the client finds the text's key when it loads a language's messages
 * (src/renderer/src/i18n/messages.ts).
 */
export function englishAnswer(key: AnswerKey, values: MessageValues = {}): string {
  const text = formatMessage(englishAnswers, bareKey(key), values, 'en');
  if (text === undefined) throw new Error(`No English answer ${key}.`);
  return text;
}
