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

/** The localStorage key the browser build keeps its session's token under (the spec's "token"). */
export const SESSION_TOKEN_STORAGE_KEY = 'token';

/**
 * Set on <html> by a server-drawn page's head script when the browser stores no session (neither
 * SIGNED_IN_COOKIE nor a token under SESSION_TOKEN_STORAGE_KEY), so the header's Login and Join show (and take clicks) at once, before the
 * client has taken the page over and checked the session.
 */
export const SIGNED_OUT_ATTRIBUTE = 'data-signed-out';

/**
 * Until the client has taken a server-drawn page over, a click on it would do nothing: a
 * small script in the page's head keeps such clicks in this global, and the client replays them once
 * it is interactive. The client then sets this attribute on <html>, which ends the keeping.
 */
export const EARLY_CLICKS_GLOBAL = 'quriousEarlyClicks';
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/**
 * `?showLogin=true` on any page opens the login modal on arrival (and leaves the address): a page
 * asked for with it runs its scripts at once rather than waiting for the visitor to reach for it.
 */
export const SHOW_LOGIN_PARAM = 'showLogin';
