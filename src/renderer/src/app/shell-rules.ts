/** Where the shell hides parts of itself (buyer spec section 2, Shell). */
const isBecomeExpert = (path: string) => path === '/become_expert' || path.startsWith('/become_expert/');

/** The search bar and the footer are hidden on /verify-email and on /become_expert/*. */
export function showsFooter(path: string): boolean {
  return path !== '/verify-email' && !isBecomeExpert(path);
}

/** The header's search bar: hidden where the footer is, and on '/' (the hero has its own). */
export function showsHeaderSearch(path: string): boolean {
  return showsFooter(path) && path !== '/';
}
