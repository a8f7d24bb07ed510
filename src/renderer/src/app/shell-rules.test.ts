import { describe, expect, it } from 'vitest';
import { showsFooter, showsHeaderSearch } from './shell-rules';

describe('shell rules', () => {
  it('hides the search bar on /verify-email and /become_expert/*, and keeps the footer there', () => {
    for (const path of ['/verify-email', '/become_expert', '/become_expert/overview', '/become_expert/personal_info']) {
      expect(showsFooter(path)).toBe(true);
      expect(showsHeaderSearch(path)).toBe(false);
    }
  });

  it('hides only the search bar on /', () => {
    expect(showsFooter('/')).toBe(true);
    expect(showsHeaderSearch('/')).toBe(false);
  });

  it('hides only the footer in a call room', () => {
    expect(showsFooter('/sessions/b-1')).toBe(false);
    expect(showsHeaderSearch('/sessions/b-1')).toBe(true);
  });

  it('shows both elsewhere', () => {
    for (const path of ['/about', '/terms', '/privacy', '/search/gigs', '/users/ada', '/become_experts', '/verify-email-later', '/sessions']) {
      expect(showsFooter(path)).toBe(true);
      expect(showsHeaderSearch(path)).toBe(true);
    }
  });
});
