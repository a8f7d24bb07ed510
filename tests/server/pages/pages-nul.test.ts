import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from '#shared/domain/text';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { fakeWebBuild } from '../../helpers/web-build';

/**
 * A NUL character in a page's path names nothing: the page answers its 404 before any lookup
 * (PostgreSQL refuses a NUL in a query parameter, which answered 500), as the API answers 400.
 */
describe(`NUL characters in page paths on ${testDbKind()}`, () => {
  let t: TestApp;
  const webDir = fakeWebBuild();
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('answers the not-found page for a gig, an expert or a catalogue page whose path holds a NUL', async () => {
    for (const url of ['/experts/a%00b', '/gigs/%00', '/gigs/a%00b?tab=%00', '/experts/%00', '/categories/%00', '/categories/a/%00']) {
      const res = await page(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>Page not found | Qurious</title>');
    }
  });

  it('still answers the API with its 400 for the same texts', async () => {
    for (const url of ['/api/public/experts/a%00b', '/api/public/gigs/%00', '/api/gigs/%00']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: NUL_CHARACTER_MESSAGE });
    }
  });
});
