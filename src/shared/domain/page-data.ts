/**
 * A page the server rendered with its content carries the API answers it was rendered
 * from as JSON in one <script type="application/json"> of this id, by the page's query keys: the
 * client's queries start from them, so its first render is the server's markup.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * A cookie the browser build keeps while a session is stored (its token stays in localStorage, not
 * in the cookie): the server sends such a visitor's pages with their frame, drawn by the client as
 * before, rather than with content rendered for a signed-out visitor.
 */
export const SIGNED_IN_COOKIE = 'qurious_signed_in';

/**
 * Until the client has taken a server-drawn page over, a click on it would do nothing: a
 * small script in the page's head keeps such clicks in this global, and the client replays them once
 * it is interactive. The client then sets this attribute on <html>, which ends the keeping.
 */
export const EARLY_CLICKS_GLOBAL = 'quriousEarlyClicks';
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';
