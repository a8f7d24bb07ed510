/**
 * The query keys of the public search pages, shared by the pages and by the server's render of
 * them (app/page-requests.ts), which finds each page's answers under the same keys.
 */
export const SEARCH_PAGE_SIZE = 12;

export const gigPageKey = (gigId: string) => ['publicGig', gigId] as const;
export const expertPageKey = (userName: string) => ['publicExpert', userName] as const;
/** The languages the search's Languages filter offers (one answer for every search page). */
export const SEARCH_LANGUAGES_KEY = 'searchLanguages';
