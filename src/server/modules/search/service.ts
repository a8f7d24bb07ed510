import type { Db } from '../../db/database';
import type { SearchResponse } from '#shared/contract/http/search';
import { keywordTerms, type SearchQuery } from '#shared/domain/search';
import { loadCards } from './cards';
import { searchIds } from './repo';

/** One page of search results with the total count and, on page 1, the 'Top Experts' cards. */
export async function searchGigs(db: Db, query: SearchQuery): Promise<SearchResponse> {
  const terms = keywordTerms(query.keyword);
  const { total, pageIds, topIds } = await searchIds(db, terms, query);
  const cards = await loadCards(db, [...new Set([...pageIds, ...topIds])]);
  const byId = new Map(cards.map((c) => [c._id, c]));
  const pick = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return {
    keyword: query.keyword,
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
    items: pick(pageIds),
    topExperts: pick(topIds),
  };
}
