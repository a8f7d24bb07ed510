import { describe, expect, it } from 'vitest';
import { showsFooter, showsHeaderSearch } from './shell-rules';

describe('shell rules', () => {
  it('hides the search bar and the footer on /verify-email and /become_expert/*', () => {
    for (const path of ['/verify-email', '/become_expert', '/become_expert/overview', '/become_expert/personal_info']) {
      expect(showsFooter(path)).toBe(false);
      expect(showsHeaderSearch(path)).toBe(false);
    }
  });

  it('hides only the search bar on /', () => {
    expect(showsFooter('/')).toBe(true);
    expect(showsHeaderSearch('/')).toBe(false);
  });

  it('shows both elsewhere', () => {
    for (const path of ['/about', '/search/gigs', '/users/ada', '/become_experts', '/verify-email-later']) {
      expect(showsFooter(path)).toBe(true);
      expect(showsHeaderSearch(path)).toBe(true);
    }
  });
});
