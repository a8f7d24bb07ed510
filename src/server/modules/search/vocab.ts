import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { gramsOf } from '../../db/search-functions';
import { editDistance, typoBudget } from '#shared/domain/edit-distance';
import { rowsOf } from './plan';

/**
 * Look-ups in the search vocabulary of migration 0503 (the words of listed gigs with their gig
 * counts, and the catalogue's words): which typed words the index knows (and how many gigs their
 * words have), which words it has exactly, and the known words nearest a word it does not know
 * (trigrams first: on PostgreSQL the words `%` finds through the GIN index of migration 0505,
 * nearest first; then the edit distance decides). Everything a query asks is one statement (`vocabQuery`).
 */
export interface VocabWord {
  term: string;
  docs: number;
}

/** What a query asks the vocabulary. */
export interface VocabRequest {
  /** Terms to check as prefixes of a word some listed gig has (a known prefix is never corrected), with those words' gig counts. */
  known: readonly string[];
  /** Words to look up exactly, with their gig counts (joins and splits). */
  exact: readonly string[];
  /** Words to find near words for, unless they are known prefixes. */
  near: readonly string[];
}

/** One answer row: 'k' a known prefix, 'e' a word the vocabulary has, 'n' a neighbour of `word`. */
export interface VocabRow {
  kind: 'k' | 'e' | 'n';
  word: string;
  term: string;
  docs: number;
}

/** The answers, by question. */
export interface VocabFacts {
  /** The known prefixes, each with the gigs of the words it starts (summed over at most PREFIX_WORDS words: an estimate). */
  known: Map<string, number>;
  exact: Map<string, number>;
  /** The known words within the typo budget of each asked word, nearest first (then the most used). */
  near: Map<string, VocabWord[]>;
}

/** How many trigram neighbours are read before the edit distance picks. */
const NEIGHBOURS = 60;
/** How many of the words a known prefix starts have their gigs summed (a prefix of more is common anyway). */
const PREFIX_WORDS = 200;
const TOP = '\u{10ffff}';

/** The words of listed gigs starting with `t` (`t` is a bound value). */
const startingWith = (db: Db, t: string): RawBuilder<unknown> =>
  db.kind === 'postgres' ? sql`term LIKE ${`${t}%`} AND docs > 0` : sql`term >= ${t} AND term < ${t + TOP} AND docs > 0`;

/** Whether some listed gig has a word starting with `t` (a correlated test). */
const knownTest = (db: Db, t: string): RawBuilder<unknown> => sql`EXISTS (SELECT 1 FROM search_vocab WHERE ${startingWith(db, t)})`;

/** `t` as a known prefix with the summed gigs of (at most PREFIX_WORDS of) its words; no row when unknown. */
const knownRow = (db: Db, t: string): RawBuilder<unknown> =>
  sql`SELECT 'k' AS kind, ${t} AS word, ${t} AS term, sum(docs) AS docs FROM (SELECT docs FROM search_vocab WHERE ${startingWith(db, t)} LIMIT ${PREFIX_WORDS}) p HAVING count(*) > 0`;

/** The vocabulary words nearest `typed` by trigrams (words of the catalogue kept at 0 gigs too). */
function neighbours(db: Db, typed: string): RawBuilder<unknown> {
  const budget = typoBudget(typed);
  const len = Array.from(typed).length;
  const [min, max] = [len - budget, len + budget];
  if (db.kind === 'postgres') {
    return sql`(SELECT 'n' AS kind, ${typed} AS word, term, docs FROM search_vocab WHERE term % ${typed} AND len BETWEEN ${min} AND ${max}
      AND (docs > 0 OR catalog = 1) AND NOT ${knownTest(db, typed)} ORDER BY term <-> ${typed} LIMIT ${NEIGHBOURS})`;
  }
  return sql`SELECT 'n' AS kind, ${typed} AS word, v.term, v.docs FROM (SELECT term FROM search_vocab_grams
      WHERE gram IN (${sql.join(gramsOf(typed))}) AND len BETWEEN ${min} AND ${max}
      GROUP BY term ORDER BY count(*) DESC LIMIT ${NEIGHBOURS}) c
    JOIN search_vocab v ON v.term = c.term WHERE (v.docs > 0 OR v.catalog = 1) AND NOT ${knownTest(db, typed)}`;
}

/** The request as one statement answering VocabRow rows; null when it asks nothing. */
export function vocabQuery(db: Db, r: VocabRequest): RawBuilder<VocabRow> | null {
  const parts: RawBuilder<unknown>[] = [];
  for (const t of new Set(r.known)) parts.push(knownRow(db, t));
  const exact = [...new Set(r.exact)];
  if (exact.length > 0) parts.push(sql`SELECT 'e' AS kind, term AS word, term, docs FROM search_vocab WHERE term IN (${sql.join(exact)}) AND docs > 0`);
  for (const w of new Set(r.near)) if (typoBudget(w) > 0) parts.push(neighbours(db, w));
  // Every member names its columns: kind, word, term, docs.
  return parts.length > 0 ? sql<VocabRow>`${sql.join(parts, sql` UNION ALL `)}` : null;
}

/** The rows as facts: near words filtered by the edit distance and ordered. */
export function vocabFacts(rows: readonly VocabRow[]): VocabFacts {
  const facts: VocabFacts = { known: new Map(), exact: new Map(), near: new Map() };
  const near = new Map<string, Array<VocabWord & { d: number }>>();
  for (const r of rows) {
    const docs = Number(r.docs);
    if (r.kind === 'k') facts.known.set(r.word, docs);
    else if (r.kind === 'e') facts.exact.set(r.term, docs);
    else {
      const budget = typoBudget(r.word);
      const d = editDistance(r.word, r.term, budget);
      if (d > budget || r.term === r.word) continue;
      near.set(r.word, [...(near.get(r.word) ?? []), { term: r.term, docs, d }]);
    }
  }
  for (const [word, list] of near) {
    list.sort((a, b) => a.d - b.d || b.docs - a.docs || (a.term < b.term ? -1 : 1));
    facts.near.set(word, list.map(({ term, docs }) => ({ term, docs })));
  }
  return facts;
}

/** Asks the vocabulary, in one statement (none when nothing is asked). */
export async function lookUpWords(db: Db, r: VocabRequest): Promise<VocabFacts> {
  const query = vocabQuery(db, r);
  return vocabFacts(query ? await rowsOf(db, query) : []);
}
