import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { gramsOf } from '../../db/search-functions';
import { editDistance, typoBudget } from '#shared/domain/edit-distance';
import { rowsOf } from './plan';

/**
 * Look-ups in the search vocabulary of migration 0503 (the words of listed gigs with their gig
 * counts, and the catalogue's words): which typed words the index knows, and the known words
 * nearest a word it does not (trigrams first, then the edit distance decides).
 */
export interface VocabWord {
  term: string;
  docs: number;
}

/** How many trigram neighbours are read before the edit distance picks. */
const NEIGHBOURS = 60;
const TOP = '\u{10ffff}';

/** The terms (prefixes of words, from two letters) that some listed gig has; exact words for one letter. */
export async function knownPrefixes(db: Db, terms: readonly string[]): Promise<Set<string>> {
  const known = new Set<string>();
  await Promise.all(
    terms.map(async (t) => {
      const hit =
        db.kind === 'postgres'
          ? sql<{ one: number }>`SELECT 1 AS one FROM search_vocab WHERE term LIKE ${`${t}%`} AND docs > 0 LIMIT 1`
          : sql<{ one: number }>`SELECT 1 AS one FROM search_vocab WHERE term >= ${t} AND term < ${t + TOP} AND docs > 0 LIMIT 1`;
      if ((await rowsOf(db, hit)).length > 0) known.add(t);
    }),
  );
  return known;
}

/** The words among `words` that listed gigs have, with their gig counts. */
export async function exactWords(db: Db, words: readonly string[]): Promise<Map<string, number>> {
  if (words.length === 0) return new Map();
  const rows = await rowsOf(db, sql<VocabWord>`SELECT term, docs FROM search_vocab WHERE term IN (${sql.join([...new Set(words)])}) AND docs > 0`);
  return new Map(rows.map((r) => [r.term, Number(r.docs)]));
}

/**
 * The known words within the typo budget of `typed`, nearest first (then the most used); empty
 * for words of three letters or fewer and numbers.
 */
export async function nearWords(db: Db, typed: string): Promise<VocabWord[]> {
  const budget = typoBudget(typed);
  if (budget === 0) return [];
  const len = Array.from(typed).length;
  const [min, max] = [len - budget, len + budget];
  const rows =
    db.kind === 'postgres'
      ? await rowsOf(db, sql<VocabWord>`SELECT term, docs FROM search_vocab WHERE len BETWEEN ${min} AND ${max}
          AND (docs > 0 OR catalog = 1) ORDER BY term <-> ${typed} LIMIT ${NEIGHBOURS}`)
      : await rowsOf(db, sql<VocabWord>`SELECT v.term, v.docs FROM (SELECT term FROM search_vocab_grams
            WHERE gram IN (${sql.join(gramsOf(typed))}) AND len BETWEEN ${min} AND ${max}
            GROUP BY term ORDER BY count(*) DESC LIMIT ${NEIGHBOURS}) c
          JOIN search_vocab v ON v.term = c.term WHERE v.docs > 0 OR v.catalog = 1`);
  return rows
    .map((r) => ({ term: r.term, docs: Number(r.docs), d: editDistance(typed, r.term, budget) }))
    .filter((r) => r.d <= budget && r.term !== typed)
    .sort((a, b) => a.d - b.d || b.docs - a.docs || (a.term < b.term ? -1 : 1))
    .map(({ term, docs }) => ({ term, docs }));
}
