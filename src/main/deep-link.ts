/**
 * `qurious://` deep links: a notification, an email or another app opens a conversation,
 * a booking, a session room or a request in the running desktop app, or one of the few pages a
 * notice links to (billing, the dashboard, an expert's levels). Only these routes, only with ids
 * of the API's shape, and only under the app's own host; anything else is refused (answered null).
 */
export const DEEP_LINK_SCHEME = 'qurious';
/** qurious://open/<route>: the one host the app answers. */
export const DEEP_LINK_HOST = 'open';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Each known route: its first path segment, and the renderer's path for an id. */
const ROUTES: Readonly<Record<string, (id: string) => string>> = {
  messages: (id) => `/messages/${id}`,
  bookings: (id) => `/bookings/${id}`,
  sessions: (id) => `/sessions/${id}`,
  // A request an expert was matched with, or one of the buyer's with a new offer.
  requests: (id) => `/requests/${id}`,
};

/** Pages without an id that a notice links to: Pro's billing (a subscription's state), the dashboard (support's warning). */
const PAGES: ReadonlySet<string> = new Set(['/dashboard', '/settings/billing']);
/** An expert's levels page (a level's change), by user name. */
const LEVELS_PAGE = /^\/users\/[A-Za-z0-9_-]{1,64}\/levels$/;

/** The renderer path a deep link opens, or null when the link is not one of ours. */
export function parseDeepLink(link: string): string | null {
  if (link.length > 512) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:` || url.hostname.toLowerCase() !== DEEP_LINK_HOST) return null;
  if (url.username || url.password || url.port || url.search || url.hash) return null;
  const segments = url.pathname.split('/').filter((s) => s !== '');
  const path = `/${segments.join('/')}`;
  if (PAGES.has(path) || LEVELS_PAGE.test(path)) return path;
  if (segments.length !== 2) return null;
  const [route = '', id = ''] = segments;
  const to = Object.hasOwn(ROUTES, route) ? ROUTES[route] : undefined;
  if (!to || !ID.test(id)) return null;
  return to(id);
}

/** Whether a renderer path is one a deep link could open (e.g. a notification's link). */
export function isDeepLinkPath(path: string): boolean {
  return path.startsWith('/') && parseDeepLink(`${DEEP_LINK_SCHEME}://${DEEP_LINK_HOST}${path}`) === path;
}

/** The deep link for a renderer path (the reverse, used when a notification is shown). */
export function deepLinkTo(route: 'messages' | 'bookings' | 'sessions' | 'requests', id: string): string {
  if (!ID.test(id)) throw new Error(`Not an id: ${id}`);
  return `${DEEP_LINK_SCHEME}://${DEEP_LINK_HOST}/${route}/${id}`;
}

/** The deep link among a process's arguments (Windows and Linux pass it on the command line). */
export function deepLinkInArgv(argv: readonly string[]): string | null {
  for (const arg of argv) {
    if (arg.startsWith(`${DEEP_LINK_SCHEME}://`)) return parseDeepLink(arg);
  }
  return null;
}
