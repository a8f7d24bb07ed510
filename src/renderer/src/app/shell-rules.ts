/** Where the shell hides parts of itself (buyer spec section 2, Shell, as changed since: every page keeps the footer). */
const isBecomeExpert = (path: string) => path === '/become_expert' || path.startsWith('/become_expert/');

/**
 * Every page keeps the footer (its links to the terms, the privacy policy and the language choice),
 * except a booking's call room: a live call fills the window below the header, and a link away from
 * it would leave the call.
 */
export function showsFooter(path: string): boolean {
  return !path.startsWith('/sessions/');
}

/** The header's search bar: hidden on /verify-email and /become_expert/* (flows of their own), and on '/' (the hero has its own). */
export function showsHeaderSearch(path: string): boolean {
  return path !== '/verify-email' && !isBecomeExpert(path) && path !== '/';
}
