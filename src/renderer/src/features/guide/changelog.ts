import type { FullKey } from '#i18n/namespaces';

/** One change users can see: the day it shipped and its texts in the guide catalogue. */
export interface ChangelogEntry {
  /** The day it shipped, YYYY-MM-DD. */
  date: string;
  title: FullKey<'guide'>;
  text: FullKey<'guide'>;
}

/**
 * What changed, kept in the repository beside the page that shows it: a new entry goes on top, with
 * its texts in the five catalogues (locales/<lng>/guide.ts). The page lists them newest first.
 */
export const CHANGELOG: readonly ChangelogEntry[] = [
  { date: '2026-12-06', title: 'guide:entry.guide.title', text: 'guide:entry.guide.text' },
  { date: '2026-11-25', title: 'guide:entry.languages.title', text: 'guide:entry.languages.text' },
  { date: '2026-11-25', title: 'guide:entry.calls.title', text: 'guide:entry.calls.text' },
];

/** The entries newest first (a stable order for entries of one day: as written). */
export function newestFirst(entries: readonly ChangelogEntry[]): ChangelogEntry[] {
  return [...entries].sort((a, b) => b.date.localeCompare(a.date));
}
