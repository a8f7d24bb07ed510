import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import type { TestApp } from './test-app';

/**
 * The English wording of the emails catalogue, as fragments a translated email must not contain:
 * each text cut at its {{placeholders}} and line breaks, the pieces long enough to be wording
 * (short ones such as "Hi " or " (" could be anything).
 */
const ENGLISH_FRAGMENTS = [
  ...new Set(
    Object.values(SHARED_CATALOGUES.en.emails)
      .flatMap((text) => text.split(/\{\{\s*\w+\s*\}\}|\n/))
      .map((piece) => piece.trim())
      .filter((piece) => piece.length >= 10),
  ),
];

/** The English wording of the emails catalogue found in a text (none, in an email written in another language). */
export const englishLeftIn = (text: string): string[] => ENGLISH_FRAGMENTS.filter((piece) => text.includes(piece));

/** The pieces of a catalogue text (between its {{placeholders}}) that a mail's text lacks: none when the mail says it. */
export const missingWording = (mailText: string, catalogueText: string | undefined): string[] =>
  (catalogueText ?? '(no such text)')
    .split(/\{\{\s*\w+\s*\}\}/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '' && !mailText.includes(piece));

/** Sets an account's language (`users.language`) as the language menu keeps it. */
export async function setLanguage(t: Pick<TestApp, 'db'>, userId: string, language: string | null): Promise<void> {
  await t.db.kysely.updateTable('users').set({ language }).where('id', '=', userId).execute();
}
