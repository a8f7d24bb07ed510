import englishReports from '#shared/locales/en/reports';
import { bareKey, formatMessage, type MessageValues } from './message-format';

/** A reports message's full key as code writes it (`reports:perDay`). */
export type ReportsKey = `reports:${keyof typeof englishReports}`;

/**
 * A reports message in English, the source language, from its catalogue (src/shared/locales/en/reports.ts):
 * how the rules and the server write them. A file apart from ./english so only the chunks of the pages
 * with a report button carry that catalogue.
 */
export function englishReportsText(key: ReportsKey, values: MessageValues = {}): string {
  const text = formatMessage(englishReports, bareKey(key), values, 'en');
  if (text === undefined) throw new Error(`No English message ${key}.`);
  return text;
}
