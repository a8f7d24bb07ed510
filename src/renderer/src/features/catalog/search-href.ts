/** Where a suggestion chip or a trending search goes: the live search with the phrase as keyword. */
export function searchHref(keyword: string): string {
  return `/search/gigs?keyword=${encodeURIComponent(keyword)}`;
}
