import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SearchResponse } from '#shared/contract/http/search';
import { keywordTerms, searchQuerySchema, type SearchQuery } from '#shared/domain/search';
import { categoryOfEntries, closestEntries } from '#shared/domain/search-closest';
import { searchSuggestions } from '#shared/domain/search-suggestions';
import { loadCards } from './cards';
import { expertsNamed, gigsOfExperts } from './expert-names';
import { checkWords, correct, correctionRequest, leadingSlots, synonymWords, type QueryWord } from './forgiving';
import { countQuery } from './query-stats';
import { searchSlots, type SearchIds } from './repo';
import { rowsOf } from './plan';
import { lookUpWords } from './vocab';

/** How many popular gigs the no-results block shows. */
const POPULAR_COUNT = 4;

const slotsOf = (words: readonly QueryWord[]) => words.map((w) => w.slot);

/**
 * The words as typed (aliases and plurals included) first; only when they find nothing, the words
 * corrected (unless `exact`), and then, for several words, what has the most of them. What the
 * correction needs from the vocabulary is one statement, asked only when the words as typed found
 * nothing (written into the search as typed, PostgreSQL planned it on every search: 1–1.5 ms of
 * planning at 100,000 gigs for the 0.2 ms of a round trip it saved the few corrected ones). On
 * PostgreSQL a query of several words first asks the vocabulary how common each word is, so the
 * GIN index is asked for the rare ones only (leadingSlots): one cheap statement, the same results.
 */
async function forgivingIds(db: Db, terms: string[], query: SearchQuery): Promise<SearchIds & { corrected: string | null }> {
  const typed = synonymWords(terms);
  const words = await checkWords(db, typed, db.kind === 'postgres' && typed.length > 1);
  const asTyped = await searchSlots(db, slotsOf(words), query, { mode: 'all', lead: leadingSlots(words) });
  if (asTyped.total > 0 || terms.length === 0) return { ...asTyped, corrected: null };
  // An expert's name, and what a correction needs, asked at once: a name wins over a correction.
  const [named, facts] = await Promise.all([
    hasFilters(query) ? null : namedIds(db, terms, query),
    query.exact === '1' ? null : lookUpWords(db, correctionRequest(words)),
  ]);
  if (named) return { ...named, corrected: null };
  const fixed = facts === null ? { words, corrected: null } : correct(words, facts);
  // One word that could not be corrected: the search as typed stands (nothing to rank by words).
  if (fixed.corrected === null && words.length === 1) return { ...asTyped, corrected: null };
  const found = await searchSlots(db, slotsOf(fixed.words), query, { lead: leadingSlots(fixed.words) });
  return { ...found, corrected: found.total > 0 ? fixed.corrected : null };
}

/** Whether a filter narrows the search: a name is then not looked up (its expert's gigs are not filtered). */
const hasFilters = (q: SearchQuery) =>
  q.hourlyRate !== 'any' || q.expertise !== undefined || q.language !== undefined || q.rating !== undefined || q.level !== undefined;

/** The gigs of the experts the words name, best rated first, as a search's ids; null when the words name nobody. */
async function namedIds(db: Db, terms: readonly string[], query: SearchQuery): Promise<SearchIds | null> {
  const experts = await expertsNamed(db, terms);
  if (experts.length === 0) return null;
  const ids = await gigsOfExperts(db, experts);
  const offset = (query.page - 1) * query.pageSize;
  return { total: ids.length, pageIds: ids.slice(offset, offset + query.pageSize), topIds: [] };
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

const normalized = (text: string) => keywordTerms(text).join(' ');

async function noResults(db: Db, keyword: string, now: Date): Promise<NonNullable<SearchResponse['noResults']>> {
  // The query itself is no closer match: it was just searched.
  const entries = closestEntries(keyword).filter((e) => normalized(e) !== normalized(keyword));
  const category = categoryOfEntries(entries);
  let ids = await popularIds(db, category);
  if (ids.length === 0 && category !== null) ids = await popularIds(db, null);
  return { entries, category, popular: await loadCards(db, ids, now) };
}

/** One page of search results with the total count and, on page 1, the 'Top Experts' cards. */
export async function searchGigs(db: Db, query: SearchQuery, now: Date = new Date()): Promise<SearchResponse> {
  const terms = keywordTerms(query.keyword);
  const { total, pageIds, topIds, corrected } = await forgivingIds(db, terms, query);
  const nothing = total === 0 && terms.length > 0;
  const [cards, none] = await Promise.all([loadCards(db, [...new Set([...pageIds, ...topIds])], now), nothing ? noResults(db, query.keyword, now) : null]);
  const byId = new Map(cards.map((c) => [c._id, c]));
  const pick = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? []);
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
    suggestions: searchSuggestions(corrected ?? query.keyword),
    noResults: none,
  };
}

/**
 * The first `depth` results' gig ids for a keyword as a buyer's search gets them now (the default
 * order, no filter), with the total and the correction: the same steps as searchGigs, in one page
 * of `depth`, without the cards and without counting the query (an expert checking a position is
 * not a buyer searching).
 */
export async function searchOrder(db: Db, keyword: string, depth: number): Promise<{ ids: string[]; total: number; corrected: string | null }> {
  const query = { ...searchQuerySchema.parse({ keyword }), pageSize: depth };
  const { pageIds, total, corrected } = await forgivingIds(db, keywordTerms(query.keyword), query);
  return { ids: pageIds, total, corrected };
}
