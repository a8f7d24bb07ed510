import type { Db } from '../../db/database';
import { aliasAt, singularOf } from '#shared/catalog/search-aliases';
import { typoBudget } from '#shared/domain/edit-distance';
import type { Slot } from './match';
import { exactWords, knownPrefixes, nearWords } from './vocab';

/**
 * What a query's words are searched as (issue 26). Aliases and simple plurals are synonyms, always
 * on: a word matches as typed or as the catalogue entry it stands for. Corrections (typos within the
 * budget, joined and split words) are only asked for when the words as typed found nothing.
 */

/** A query word as typed (one or two words when an alias pair) with its alternatives. */
export interface QueryWord {
  typed: string[];
  slot: Slot;
  /** Whether the word is an alias (then it is never corrected). */
  alias: boolean;
}

export function synonymWords(words: readonly string[]): QueryWord[] {
  const out: QueryWord[] = [];
  for (let i = 0; i < words.length; ) {
    const alias = aliasAt(words, i);
    const typed = words.slice(i, i + (alias?.length ?? 1));
    const alternatives: string[][] = [typed];
    if (alias) alternatives.push(alias.words);
    const word = typed.length === 1 ? (typed[0] ?? '') : '';
    const singular = word ? singularOf(word) : null;
    // A singular that starts the plural ('effect' of 'effects') matches all it does as a prefix: it replaces it.
    if (singular && !alias && word.startsWith(singular)) alternatives.splice(0, 1, [singular]);
    else if (singular) alternatives.push([singular]);
    out.push({ typed, slot: alternatives, alias: alias !== null });
    i += typed.length;
  }
  return out;
}

/**
 * The words with the one-word alternatives no listed gig has left out (while one is left), so
 * 'reactjs' searches and ranks exactly as 'react' does.
 */
export async function withoutUnknown(db: Db, words: readonly QueryWord[]): Promise<QueryWord[]> {
  const asked = [...new Set(words.flatMap((w) => (w.slot.length > 1 ? w.slot.filter((run) => run.length === 1).map((run) => run[0] ?? '') : [])))];
  if (asked.length === 0) return [...words];
  const known = await knownPrefixes(db, asked);
  return words.map((w) => {
    if (w.slot.length === 1) return w;
    const kept = w.slot.filter((run) => run.length > 1 || known.has(run[0] ?? ''));
    return kept.length > 0 ? { ...w, slot: kept } : w;
  });
}

export interface Correction {
  words: QueryWord[];
  /** The query as corrected, for "Showing results for …"; null when nothing could be corrected. */
  corrected: string | null;
}

/** Parts of a joined word that must each be a known word this long. */
const SPLIT_PART_MIN = 3;

async function bestSplit(db: Db, word: string): Promise<string[] | null> {
  const chars = Array.from(word);
  if (chars.length < SPLIT_PART_MIN * 2) return null;
  const splits: Array<[string, string]> = [];
  for (let i = SPLIT_PART_MIN; i <= chars.length - SPLIT_PART_MIN; i++) splits.push([chars.slice(0, i).join(''), chars.slice(i).join('')]);
  const known = await exactWords(db, splits.flat());
  let best: { parts: string[]; score: number } | null = null;
  for (const [a, b] of splits) {
    const score = Math.min(known.get(a) ?? 0, known.get(b) ?? 0);
    if (score > 0 && (!best || score > best.score)) best = { parts: [a, b], score };
  }
  return best?.parts ?? null;
}

/** A word split into two known words, else the nearest known word within the typo budget, else null. */
async function fixOf(db: Db, word: string): Promise<string[] | null> {
  const [split, near] = await Promise.all([bestSplit(db, word), nearWords(db, word)]);
  return split ?? (near[0] ? [near[0].term] : null);
}

/** The words corrected: neighbours joined when that makes a known word, unknown words split or mended. */
export async function correct(db: Db, words: readonly QueryWord[]): Promise<Correction> {
  const single = (w: QueryWord) => (w.typed.length === 1 && !w.alias ? (w.typed[0] ?? null) : null);
  const pairs = words.slice(0, -1).map((w, i) => {
    const a = single(w);
    const b = words[i + 1] ? single(words[i + 1] as QueryWord) : null;
    return a && b ? a + b : null;
  });
  const unknown = new Set(words.map(single).filter((w): w is string => w !== null && typoBudget(w) > 0));
  // Every look-up at once (PostgreSQL answers them on several connections): joins, which words are
  // known, and for each word the best split and its nearest words (used only if it is unknown).
  const [joinable, known, fixes] = await Promise.all([
    exactWords(db, pairs.filter((p): p is string => p !== null)),
    knownPrefixes(db, [...unknown]),
    Promise.all([...unknown].map(async (w) => [w, await fixOf(db, w)] as const)).then((entries) => new Map(entries)),
  ]);
  const out: QueryWord[] = [];
  const shown: string[] = [];
  let changed = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as QueryWord;
    const pair = pairs[i];
    if (pair && joinable.has(pair)) {
      out.push({ typed: [...w.typed, ...(words[i + 1]?.typed ?? [])], slot: [[pair]], alias: false });
      shown.push(pair);
      changed = true;
      i++;
      continue;
    }
    const typed = single(w);
    if (typed === null || !unknown.has(typed) || known.has(typed)) {
      out.push(w);
      shown.push(w.typed.join(' '));
      continue;
    }
    const fix = fixes.get(typed) ?? null;
    if (fix) changed = true;
    out.push(fix ? { ...w, slot: [fix] } : w);
    shown.push(fix ? fix.join(' ') : typed);
  }
  return { words: out, corrected: changed ? shown.join(' ') : null };
}
