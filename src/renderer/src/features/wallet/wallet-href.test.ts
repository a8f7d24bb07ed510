import { describe, expect, it } from 'vitest';
import { isSafeBack, walletHref } from './wallet-href';

describe('walletHref', () => {
  it('carries the missing credits and an in-app way back', () => {
    expect(walletHref()).toBe('/wallet');
    expect(walletHref({ need: 15, back: '/gigs/abc' })).toBe('/wallet?need=15&back=%2Fgigs%2Fabc');
    expect(walletHref({ need: 0 })).toBe('/wallet');
  });

  it('never takes another origin as the way back', () => {
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'gigs/abc']) {
      expect(isSafeBack(bad), bad).toBe(false);
      expect(walletHref({ back: bad })).toBe('/wallet');
    }
  });
});
