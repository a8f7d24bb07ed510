/**
 * Every route's document title and whether search engines may index it, for both
 * builds and the server's page head. Kept free of the catalogue and of any page code: the shell
 * imports it on every page. A route whose title depends on its data (a gig, an expert, a catalogue
 * item, a search) has `title: null` here; its page names itself once it knows (the server does so
 * from the database for public pages). The public pages' texts come from their catalogue
 * (src/shared/locales/<lng>/pages.ts), so the server writes them in each page's language.
 */
import { englishPageText } from '#shared/i18n/english-pages';

export const SITE_NAME = 'Qurious';
export const SITE_DESCRIPTION = englishPageText('pages:site.description');
export const HOME_TITLE = englishPageText('pages:home.title');
export const NOT_FOUND_TITLE = englishPageText('pages:notFound');

/** The search page's heading and title (buyer spec section 2, Search results). */
export const expertsFor = (keyword: string) => englishPageText('pages:search.expertsFor', { keyword });
export const ALL_EXPERTS_HEADING = englishPageText('pages:search.all');

/** A page's document title: its own name, then the site's. */
export const documentTitle = (name: string): string => `${name} | ${SITE_NAME}`;

export interface RouteMeta {
  /** The route's path as in the route table (`:param`, `:param?` for an optional last segment, `*` for any rest). */
  pattern: string;
  /** The page's name, or null when the page names itself from its data. */
  title: string | null;
  /** Public pages may be indexed; the others answer `noindex`. */
  indexable: boolean;
}

const pub = (pattern: string, title: string | null): RouteMeta => ({ pattern, title, indexable: true });
const own = (pattern: string, title: string | null): RouteMeta => ({ pattern, title, indexable: false });

/** The route table's paths (app/routes.tsx and the features' routes.tsx), each with its title. */
export const ROUTE_META: readonly RouteMeta[] = [
  pub('/', null),
  pub('/about', englishPageText('pages:about')),
  pub('/help', englishPageText('pages:help')),
  pub('/services', englishPageText('pages:services')),
  pub('/new', englishPageText('pages:new')),
  pub('/levels', englishPageText('pages:levels')),
  pub('/terms', englishPageText('pages:terms')),
  pub('/privacy', englishPageText('pages:privacy')),
  pub('/pro', englishPageText('pages:pro')),
  pub('/pro/pricing', englishPageText('pages:proPricing')),
  pub('/pro/benefits', englishPageText('pages:proBenefits')),
  pub('/search', null),
  pub('/search/gigs', null),
  pub('/gigs/:gigId', null),
  pub('/experts/:userName', null),
  pub('/categories', englishPageText('pages:categories')),
  pub('/categories/software', englishPageText('pages:softwares')),
  pub('/categories/software/:domain', null),
  pub('/categories/software/:domain/:software', null),
  pub('/categories/domain', englishPageText('pages:domains')),
  pub('/categories/domain/:domain', null),
  pub('/categories/domain/:domain/:skill', null),
  own('/verify-email', 'Verify your email'),
  own('/reset-password', 'Reset your password'),
  own('/sign-in-link', 'Sign in'),
  own('/signed-out/:reason', 'Signed out'),
  own('/social-sign-in', 'Sign in to the app'),
  own('/change-email', 'Change your email'),
  own('/phone-verify', 'Verify your phone'),
  own('/become_expert', 'Become an expert'),
  own('/become_expert/overview', 'Become an expert: overview'),
  own('/become_expert/overview/right', 'Become an expert: overview'),
  own('/become_expert/overview/wrong', 'Become an expert: overview'),
  own('/become_expert/personal_info', 'Become an expert: personal info'),
  own('/become_expert/professional_info', 'Become an expert: professional info'),
  own('/become_expert/account_security', 'Become an expert: account security'),
  own('/dashboard', 'Dashboard'),
  own('/wallet', 'Wallet'),
  own('/requests', 'Your requests'),
  own('/requests/new', 'Post a request'),
  own('/requests/:requestId', 'Request'),
  own('/wallet/pay', 'Pay for credits'),
  own('/settings', 'Account settings'),
  own('/settings/notifications', 'Notification settings'),
  own('/settings/billing', 'Billing'),
  own('/pro/pay', 'Pay for Pro'),
  own('/messages', 'Messages'),
  own('/messages/:conversationId', 'Messages'),
  own('/bookings/:bookingId', 'Booking'),
  own('/sessions/:bookingId', 'Live session'),
  own('/users/:username', 'Profile'),
  own('/users/:username/expert_dashboard', 'Expert dashboard'),
  own('/users/:username/expert_profile', 'Expert profile'),
  own('/users/:username/expert_profile/phone', 'Change your phone number'),
  own('/users/:username/expert_anayltics', 'Analytics'),
  own('/users/:username/expert_ranking', 'Ranking'),
  own('/users/:username/orders', 'Orders'),
  own('/users/:username/earnings', 'Earnings'),
  own('/users/:username/levels', 'Levels'),
  own('/users/:username/manage_gigs', 'Manage gigs'),
  own('/users/:username/manage_gigs/gig/:gigId', 'Gig details'),
  own('/users/:username/manage_gigs/new/:step?', 'New gig'),
  own('/users/:username/manage_gigs/edit/:gigId/:step?', 'Edit gig'),
  // The operations console, one lazy chunk with its own pages (they name themselves): never indexed nor in the sitemap.
  own('/ops/*', 'Operations'),
];

export interface RouteMatch {
  meta: RouteMeta;
  params: Record<string, string>;
}

const segments = (path: string): string[] => path.split('/').filter(Boolean);

function matchPattern(pattern: string, parts: readonly string[]): Record<string, string> | null {
  const want = segments(pattern);
  if (want.at(-1) === '*') return want.slice(0, -1).every((seg, i) => seg === parts[i]) ? {} : null;
  const optional = want.at(-1)?.endsWith('?') ? 1 : 0;
  if (parts.length > want.length || parts.length < want.length - optional) return null;
  const params: Record<string, string> = {};
  for (const [i, seg] of want.entries()) {
    const part = parts[i];
    if (seg.startsWith(':')) {
      if (part !== undefined) params[seg.slice(1).replace(/\?$/, '')] = part;
    } else if (part !== seg) return null;
  }
  return params;
}

/** The route a path (no query, already URL-decoded segments or not) belongs to, or null for an unknown path. */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = segments(pathname).map((p) => {
    try {
      return decodeURIComponent(p);
    } catch {
      return p;
    }
  });
  for (const meta of ROUTE_META) {
    const params = matchPattern(meta.pattern, parts);
    if (params) return { meta, params };
  }
  return null;
}

const SEARCH_PATTERNS: ReadonlySet<string> = new Set(['/search', '/search/gigs']);

/** The keyword of a search page's query string. */
export const searchKeyword = (search: string): string => (new URLSearchParams(search).get('keyword') ?? '').trim();

/** The search page's name for the query string of its URL (its `keyword` parameter). */
export function searchPageName(search: string): string {
  const keyword = searchKeyword(search);
  return keyword ? expertsFor(keyword) : ALL_EXPERTS_HEADING;
}

/**
 * The document title of a URL from the table alone: home, the search page (from its keyword) and
 * every page with a fixed name; pages named by their data get the site's name until they know theirs.
 * `translate` turns the English name into the page's language (the server's page texts).
 */
export function staticTitleOf(pathname: string, search = '', translate: (english: string) => string = (text) => text): { title: string; indexable: boolean } {
  const match = matchRoute(pathname);
  if (!match) return { title: documentTitle(translate(NOT_FOUND_TITLE)), indexable: false };
  const { pattern, title, indexable } = match.meta;
  if (pattern === '/') return { title: translate(HOME_TITLE), indexable };
  if (SEARCH_PATTERNS.has(pattern)) return { title: documentTitle(translate(searchPageName(search))), indexable };
  return { title: title ? documentTitle(translate(title)) : SITE_NAME, indexable };
}
