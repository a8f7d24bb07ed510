import type SQLite from 'better-sqlite3';
import { searchWords } from '#shared/catalog/search-words';

/**
 * The SQL functions the search vocabulary's triggers call on SQLite (migration 0503), registered on
 * every connection: SQLite has no regular expressions to split text with.
 */

/** The distinct words of a text as a JSON array (as the search indexes split it). */
export const wordsOf = (text: unknown): string => JSON.stringify(typeof text === 'string' ? [...new Set(searchWords(text))] : []);

/** The trigrams of a word padded as pg_trgm pads it ('  w', ' wo', …, 'rd '), as a JSON array. */
export function gramsOf(word: string): string[] {
  const chars = Array.from(`  ${word} `);
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(''));
  return [...grams];
}

export function registerSearchFunctions(native: SQLite.Database): void {
  native.function('qurious_search_words', { deterministic: true }, (text: unknown) => wordsOf(text));
  native.function('qurious_search_grams', { deterministic: true }, (word: unknown) => JSON.stringify(typeof word === 'string' ? gramsOf(word) : []));
}

/**
 * The trigram similarity from which PostgreSQL's `%` finds a vocabulary word. A word
 * within the typo budget shares at least this much: one substitution in a 4-letter word keeps 2 of
 * its 5 padded trigrams (2/8 = 0.25), two in an 8-letter word 3 of 9 (3/15 = 0.2); 0.18 leaves a margin.
 */
export const VOCAB_TRIGRAM_SIMILARITY = 0.18;
