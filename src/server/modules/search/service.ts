import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SearchResponse } from '#shared/contract/http/search';
import { keywordTerms, type SearchQuery } from '#shared/domain/search';
import { categoryOfEntries, closestEntries } from '#shared/domain/search-closest';
import { loadCards } from './cards';
import { correct, correctionRequest, synonymWords, withoutUnknown, type QueryWord } from './forgiving';
import { countQuery } from './query-stats';
import { searchSlots, type SearchIds } from './repo';
import { rowsOf } from './plan';
import { lookUpWords, vocabFacts, vocabQuery } from './vocab';

/** How many popular gigs the no-results block shows. */
const POPULAR_COUNT = 4;

const slotsOf = (words: readonly QueryWord[]) => words.map((w) => w.slot);

/**
 * The words as typed (aliases and plurals included) first; only when they find nothing, the words
 * corrected (unless `exact`), and then, for several words, what has the most of them. What the
 * correction needs from the vocabulary is one statement; on PostgreSQL it runs inside the search as
 * typed, only when that finds nothing, so a corrected search is two searches and no other round trip.
 */
async function forgivingIds(db: Db, terms: string[], query: SearchQuery): Promise<SearchIds & { corrected: string | null }> {
  const words = await withoutUnknown(db, synonymWords(terms));
  const request = query.exact === '1' || terms.length === 0 ? null : correctionRequest(words);
  const vocab = request && db.kind === 'postgres' ? vocabQuery(db, request) : null;
  const asTyped = await searchSlots(db, slotsOf(words), query, { mode: 'all', vocab });
  if (asTyped.total > 0 || terms.length === 0) return { ...asTyped, corrected: null };
  const facts = request === null ? null : asTyped.vocab ? vocabFacts(asTyped.vocab) : await lookUpWords(db, request);
  const fixed = facts === null ? { words, corrected: null } : correct(words, facts);
  // One word that could not be corrected: the search as typed stands (nothing to rank by words).
  if (fixed.corrected === null && words.length === 1) return { ...asTyped, corrected: null };
  const found = await searchSlots(db, slotsOf(fixed.words), query);
  return { ...found, corrected: found.total > 0 ? fixed.corrected : null };
}

/**
 * Popular gigs (best rated first) of a gig category, or of all when it is null: the quality order is
 * walked until enough match (on SQLite the rowid order, kept off the `listed` indexes by the unary plus).
 */
async function popularIds(db: Db, category: string | null): Promise<string[]> {
  const inCategory = category === null ? sql`` : sql`AND g.category = ${category}`;
  const query =
    db.kind === 'postgres'
      ? sql<{ gig_id: string }>`SELECT s.gig_id FROM gig_search s JOIN gigs g ON g.id = s.gig_id
          WHERE s.listed = 1 ${inCategory} ORDER BY s.qkey DESC LIMIT ${POPULAR_COUNT}`
      : sql<{ gig_id: string }>`SELECT s.gig_id FROM gig_search s CROSS JOIN gigs g ON g.id = s.gig_id
          WHERE +s.listed = 1 ${inCategory} ORDER BY s.rid DESC LIMIT ${POPULAR_COUNT}`;
  return (await rowsOf(db, query)).map((r) => r.gig_id);
}

async function noResults(db: Db, keyword: string): Promise<NonNullable<SearchResponse['noResults']>> {
  const entries = closestEntries(keyword);
  const category = categoryOfEntries(entries);
  let ids = await popularIds(db, category);
  if (ids.length === 0 && category !== null) ids = await popularIds(db, null);
  return { entries, category, popular: await loadCards(db, ids) };
}

/** One page of search results with the total count and, on page 1, the 'Top Experts' cards. */
export async function searchGigs(db: Db, query: SearchQuery, now: Date = new Date()): Promise<SearchResponse> {
  const terms = keywordTerms(query.keyword);
  const { total, pageIds, topIds, corrected } = await forgivingIds(db, terms, query);
  const nothing = total === 0 && terms.length > 0;
  const [cards, none] = await Promise.all([loadCards(db, [...new Set([...pageIds, ...topIds])]), nothing ? noResults(db, query.keyword) : null]);
  const byId = new Map(cards.map((c) => [c._id, c]));
  const pick = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  // Counted beside the answer, not before it: a failed count costs the buyer nothing.
  if (query.page === 1 && (nothing || corrected)) void countQuery(db, now, nothing ? 'zero' : 'corrected', terms.join(' '), corrected).catch(() => undefined);
  return {
    keyword: query.keyword,
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
    items: pick(pageIds),
    topExperts: pick(topIds),
    correctedQuery: corrected,
    noResults: none,
  };
}
