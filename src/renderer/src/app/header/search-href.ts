/** Where a search goes: /search/gigs with the keyword. */
export const searchHref = (keyword: string) => `/search/gigs?keyword=${encodeURIComponent(keyword)}`;
