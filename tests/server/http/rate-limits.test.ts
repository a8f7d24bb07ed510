import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { testDbKind } from '../../helpers/test-db';

/** Limits stop abuse, not browsing; both tiers follow their settings. */
describe(`rate limits on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  // Today's limit was 600 a minute per address on search and the public pages: one office behind
  // one address browsing for a minute went past it.
  it('lets one address read past 600 public requests a minute', { timeout: 180_000 }, async () => {
    const paths = ['/api/gigs/search?keyword=blender', '/api/public/gigs/no-such-gig', '/api/gigs/no-such-gig'];
    for (const url of paths) {
      const statuses = new Set<number>();
      // 650 requests in batches of 50 at once, as a page's requests arrive.
      for (let batch = 0; batch < 13; batch += 1) {
        const answers = await Promise.all(Array.from({ length: 50 }, () => t.app.inject({ method: 'GET', url, remoteAddress: '10.1.0.1' })));
        for (const a of answers) statuses.add(a.statusCode);
      }
      expect([url, statuses.has(429)]).toEqual([url, false]);
    }
  });

  it('limits public reads per address at RATE_LIMIT_READS_PER_MINUTE, with a clear 429', async () => {
    const small = await createTestApp({ RATE_LIMIT_READS_PER_MINUTE: '3' });
    try {
      const search = (remoteAddress: string) => small.app.inject({ method: 'GET', url: '/api/gigs/search?keyword=x', remoteAddress });
      for (let i = 0; i < 3; i += 1) expect((await search('10.2.0.1')).statusCode).toBe(200);
      const over = await search('10.2.0.1');
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds?\.$/) });
      expect((await search('10.2.0.2')).statusCode).toBe(200);
      // Each route counts on its own: a page's other reads are not eaten by its searches.
      expect((await small.app.inject({ method: 'GET', url: '/api/public/gigs/none', remoteAddress: '10.2.0.1' })).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });

  it('limits gig writes per account at RATE_LIMIT_WRITES_PER_MINUTE', async () => {
    const small = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '2' });
    try {
      const expert = await createTestExpert(small);
      const remove = () => small.app.inject({ method: 'DELETE', url: '/api/gigs/no-such-gig', headers: expert.auth });
      for (let i = 0; i < 2; i += 1) expect((await remove()).statusCode).toBe(404);
      const over = await remove();
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
      const other = await createTestExpert(small);
      expect((await small.app.inject({ method: 'DELETE', url: '/api/gigs/no-such-gig', headers: other.auth })).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });

  it('counts a refused caller against the route limit before the auth check answers', async () => {
    const small = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '2' });
    try {
      // The rate limit's onRequest hook runs before the route's auth check: refused calls are
      // counted too, so guessing tokens is limited like any other attempt.
      const remove = () =>
        small.app.inject({ method: 'DELETE', url: '/api/gigs/no-such-gig', headers: { authorization: 'Bearer guessed' } });
      for (let i = 0; i < 2; i += 1) expect((await remove()).statusCode).toBe(401);
      expect((await remove()).json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await small.close();
    }
  });

  it('sends no X-RateLimit headers under the limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gigs/search?keyword=x', remoteAddress: '10.3.0.1' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.headers).filter((h) => h.startsWith('x-ratelimit'))).toEqual([]);
  });
});
