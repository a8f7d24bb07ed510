import type { Db } from '../../db/database';
import { aliasAt, singularOf } from '#shared/catalog/search-aliases';
import { topicAt } from '#shared/catalog/search-topics';
import { typoBudget } from '#shared/domain/edit-distance';
import type { Slot } from './match';
import { translatedNameAt, translatedTopicAt } from './translated-names';
import { lookUpWords, type VocabFacts, type VocabRequest } from './vocab';

/**
 * What a query's words are searched as. Aliases, catalogue names in another language and simple plurals are synonyms, always
 * on: a word matches as typed or as the catalogue entry it stands for. Corrections (typos within the
 * budget, joined and split words) are only asked for when the words as typed found nothing.
 */

/** A query word as typed (one or two words when an alias pair) with its alternatives. */
export interface QueryWord {
  typed: string[];
  slot: Slot;
  /** Whether the word is an alias (then it is never corrected). */
  alias: boolean;
  /**
   * A catalogue topic ('retouching', 'layers masks'): its slot also holds the names of the entries it
   * belongs to, kept only while no listed gig names the topic (checkWords).
   */
  topic?: boolean;
  /** A topic typed in another language ('retouche de la peau'): its English words ('skin retouching'). */
  english?: string[];
  /**
   * The gigs of the title, tags, softwares and category words it starts (as typed, or as
   * corrected), when the vocabulary was asked: an estimate for the plan (leadingSlots), never a result.
   */
  gigs?: number;
}

/** Of two synonyms starting at the same word, the one that takes more words (the first when equal). */
const longer = <T extends { length: number }>(a: T | null, b: T | null): T | null => (a && b ? (b.length > a.length ? b : a) : (a ?? b));

export function synonymWords(words: readonly string[]): QueryWord[] {
  const out: QueryWord[] = [];
  for (let i = 0; i < words.length; ) {
    const alias = longer(aliasAt(words, i), translatedNameAt(words, i));
    const topic = alias ? null : topicAt(words, i);
    if (topic) {
      const typed = words.slice(i, i + topic.length);
      out.push({ typed, slot: [typed, ...topic.owners], alias: false, topic: true });
      i += topic.length;
      continue;
    }
    const translated = alias ? null : translatedTopicAt(words, i);
    if (translated) {
      const typed = words.slice(i, i + translated.length);
      out.push({ typed, english: translated.english, slot: [typed, translated.english, ...translated.owners], alias: false, topic: true });
      i += translated.length;
      continue;
    }
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

/** The word of a single-word, non-alias query word; else null. */
const single = (w: QueryWord) => (w.typed.length === 1 && !w.alias ? (w.typed[0] ?? null) : null);

/** The one-word alternatives of words that have several (the aliases and singulars to check). */
const alternativesOf = (words: readonly QueryWord[]) =>
  [...new Set(words.flatMap((w) => (w.slot.length > 1 ? w.slot.filter((run) => run.length === 1).map((run) => run[0] ?? '') : [])))];

/**
 * The words with the one-word alternatives no listed gig has left out (while one is left), so
 * 'reactjs' searches and ranks exactly as 'react' does; with `plain` (PostgreSQL, several words),
 * the gigs of each single word too. One vocabulary statement, none when nothing is asked.
 */
export async function checkWords(db: Db, words: readonly QueryWord[], plain: boolean): Promise<QueryWord[]> {
  const singles = plain ? words.map(single).filter((w): w is string => w !== null) : [];
  const topics = words.flatMap((w) => (w.topic ? (w.english ?? w.typed) : []));
  const asked = [...new Set([...alternativesOf(words), ...singles, ...topics])];
  if (asked.length === 0) return [...words];
  const { known } = await lookUpWords(db, { known: asked, exact: [], near: [] });
  return words.map((w) => {
    const word = plain ? single(w) : null;
    const counted = word === null ? w : { ...w, gigs: known.get(word) ?? 0 };
    // A topic some listed gig names is searched as typed (and in English when typed in another language); one none names
    // also as the entries it belongs to (as typed it still finds a gig whose skills or description name it, and ranks it first).
    if (w.topic) return (w.english ?? w.typed).every((t) => known.has(t)) ? { ...counted, slot: w.english ? [w.typed, w.english] : [w.typed] } : counted;
    if (w.slot.length === 1) return counted;
    const kept = w.slot.filter((run) => run.length > 1 || known.has(run[0] ?? ''));
    return kept.length > 0 ? { ...counted, slot: kept } : counted;
  });
}

/** A word leads alone when every other word starts words of this many times its gigs. */
const LEAD_RATIO = 8;

/**
 * The slots a PostgreSQL search of all the words asks its GIN index for, the others tested on the
 * rows those find; null: all of them. A prefix read from the index costs a walk over the postings
 * of every word it starts ('pro:*', 38,000 gigs: 5 ms at 100,000 gigs) even when another word
 * matches nothing, so the words the vocabulary does not know ('premire') lead when some are known,
 * and else a word far rarer than every other ('premiere' in 'premiere pro': 8 instead of 13 ms).
 * Leading by a word barely rarer costs more than the index's intersection ('video editing').
 */
export function leadingSlots(words: readonly QueryWord[]): Slot[] | null {
  if (words.length < 2) return null;
  const unknown = words.filter((w) => w.gigs === 0);
  if (unknown.length > 0) return unknown.length < words.length ? unknown.map((w) => w.slot) : null;
  const counts = words.map((w) => w.gigs);
  if (counts.some((n) => n === undefined)) return null;
  const known = counts as number[];
  const rarest = known.indexOf(Math.min(...known));
  const far = known.every((n, i) => i === rarest || n >= LEAD_RATIO * (known[rarest] ?? 0));
  return far ? [(words[rarest] as QueryWord).slot] : null;
}

export interface Correction {
  words: QueryWord[];
  /** The query as corrected, for "Showing results for …"; null when nothing could be corrected. */
  corrected: string | null;
}

/** Parts of a joined word that must each be a known word this long. */
const SPLIT_PART_MIN = 3;

function splitsOf(word: string): Array<[string, string]> {
  const chars = Array.from(word);
  const splits: Array<[string, string]> = [];
  for (let i = SPLIT_PART_MIN; i <= chars.length - SPLIT_PART_MIN; i++) splits.push([chars.slice(0, i).join(''), chars.slice(i).join('')]);
  return splits;
}


/** Neighbouring single words joined ('word press' → 'wordpress'), null where either is not a single word. */
function pairsOf(words: readonly QueryWord[]): Array<string | null> {
  return words.slice(0, -1).map((w, i) => {
    const a = single(w);
    const b = words[i + 1] ? single(words[i + 1] as QueryWord) : null;
    return a && b ? a + b : null;
  });
}

/** The words that may be corrected: single words (not aliases) with a typo budget. */
const correctable = (words: readonly QueryWord[]) => [...new Set(words.map(single).filter((w): w is string => w !== null && typoBudget(w) > 0))];

/**
 * What a correction needs from the vocabulary, asked in one statement: the joins, which words
 * are known, and for each word its splits and its nearest words (used only if it is unknown).
 */
export function correctionRequest(words: readonly QueryWord[]): VocabRequest {
  const unknown = correctable(words);
  const pairs = pairsOf(words).filter((p): p is string => p !== null);
  return { known: unknown, exact: [...pairs, ...unknown.flatMap((w) => splitsOf(w).flat())], near: unknown };
}

/** A word split into two known words (the most used pair), else the nearest known word within the typo budget, else null. */
function fixOf(facts: VocabFacts, word: string): { parts: string[]; gigs: number } | null {
  let best: { parts: string[]; gigs: number } | null = null;
  for (const [a, b] of splitsOf(word)) {
    const gigs = Math.min(facts.exact.get(a) ?? 0, facts.exact.get(b) ?? 0);
    if (gigs > 0 && (!best || gigs > best.gigs)) best = { parts: [a, b], gigs };
  }
  const near = facts.near.get(word)?.[0];
  return best ?? (near ? { parts: [near.term], gigs: near.docs } : null);
}

/** The words corrected: neighbours joined when that makes a known word, unknown words split or mended. */
export function correct(words: readonly QueryWord[], facts: VocabFacts): Correction {
  const pairs = pairsOf(words);
  const unknown = new Set(correctable(words));
  const out: QueryWord[] = [];
  const shown: string[] = [];
  let changed = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as QueryWord;
    const pair = pairs[i];
    if (pair && facts.exact.has(pair)) {
      out.push({ typed: [...w.typed, ...(words[i + 1]?.typed ?? [])], slot: [[pair]], alias: false, gigs: facts.exact.get(pair) });
      shown.push(pair);
      changed = true;
      i++;
      continue;
    }
    const typed = single(w);
    if (typed === null || !unknown.has(typed) || facts.known.has(typed)) {
      out.push(w);
      shown.push(w.typed.join(' '));
      continue;
    }
    const fix = fixOf(facts, typed);
    if (fix) changed = true;
    out.push(fix ? { ...w, slot: [fix.parts], gigs: fix.gigs } : w);
    shown.push(fix ? fix.parts.join(' ') : typed);
  }
  return { words: out, corrected: changed ? shown.join(' ') : null };
}
