import { PAGE_MAX, type SearchQueryInput } from '#shared/domain/search';

/**
 * The queries of the category pages' gigs, shared by the pages and by the server's render of them
 * (app/page-requests.ts), which finds each page's answers under the same keys.
 */
export const ITEM_PAGE_SIZE = 12;

/**
 * A software's or skill's gigs: the search for its name, ranked as search ranks, never corrected
 * (a catalogue name is spelt right; a correction would list another entry's gigs).
 */
export const itemSearchQuery = (name: string, page: number): SearchQueryInput => ({
  keyword: name,
  exact: '1',
  page: String(page),
  pageSize: String(ITEM_PAGE_SIZE),
});

/** The page of a category page's gigs from its URL (?page=N), 1 when absent or out of range. */
export function itemPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
}

export type DomainKind = 'skills' | 'softwares';

export const mostBookedKey = (kind: DomainKind, slug: string) => ['mostBookedGigs', kind, slug] as const;
