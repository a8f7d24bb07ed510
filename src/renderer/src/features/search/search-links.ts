/** Where a suggestion chip goes: the live search for the phrase. */
export const searchHrefFor = (keyword: string) => `/search/gigs?keyword=${encodeURIComponent(keyword)}`;
