import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestExpert } from '../../helpers/experts';
import { createTestGig, uploadGalleryImage } from '../../helpers/gigs';
import { fakeWebBuild, HASHED_ASSET, HOME_FRAME } from '../../helpers/web-build';

/** What may be cached and for how long, and compression chosen by Accept-Encoding. */
const HTML = { accept: 'text/html,application/xhtml+xml' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe(`browser build delivery on ${testDbKind()}`, () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = fakeWebBuild();
    t = await createTestApp({ WEB_DIR: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  describe('cache headers', () => {
    it('revalidates pages and deep links (no-cache with an ETag), and answers 304 for the same page', async () => {
      for (const url of ['/', '/index.html', '/gigs/none', '/categories/software', '/dashboard', '/users/ada.lovelace']) {
        const res = await t.app.inject({ method: 'GET', url, headers: HTML });
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      }
      const first = await t.app.inject({ method: 'GET', url: '/about', headers: HTML });
      const again = await t.app.inject({ method: 'GET', url: '/about', headers: { ...HTML, 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('makes only content-hashed assets immutable; an unhashed public file revalidates', async () => {
      const asset = await t.app.inject({ method: 'GET', url: HASHED_ASSET });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe(IMMUTABLE);
      const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['cache-control']).toBe('no-cache');
      expect(icon.headers.etag).toBeTruthy();
    });

    it('keeps uploaded files (random names, never rewritten) immutable and API answers uncached', async () => {
      const expert = await createTestExpert(t);
      const file = await t.app.inject({ method: 'GET', url: await uploadGalleryImage(t, expert) });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe(IMMUTABLE);
      const api = await t.app.inject({ method: 'GET', url: '/api/gigs/search' });
      expect(api.statusCode).toBe(200);
      expect(api.headers['cache-control']).toBeUndefined();
    });

    it('answers a build file for HEAD too, and another method with 405 and Allow; no precompressed twin by its own name', async () => {
      const head = await t.app.inject({ method: 'HEAD', url: '/favicon.svg' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toMatch(/svg/);
      const post = await t.app.inject({ method: 'POST', url: '/favicon.svg' });
      expect(post.statusCode).toBe(405);
      expect(post.headers.allow).toBe('GET, HEAD');
      const twin = await t.app.inject({ method: 'GET', url: `${HASHED_ASSET}.br` });
      expect(twin.statusCode).toBe(404);
    });

    it('does not serve the template or the frames as files', async () => {
      const frames = await t.app.inject({ method: 'GET', url: '/frames.json' });
      expect(frames.statusCode).toBe(404);
      const index = await t.app.inject({ method: 'GET', url: '/index.html', headers: HTML });
      expect(index.body).toContain(HOME_FRAME);
    });
  });

  describe('compression', () => {
    it('serves the build’s precompressed brotli or gzip twin as the browser prefers, identity without Accept-Encoding', async () => {
      const plain = await t.app.inject({ method: 'GET', url: HASHED_ASSET });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await t.app.inject({ method: 'GET', url: HASHED_ASSET, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      const gz = await t.app.inject({ method: 'GET', url: HASHED_ASSET, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    });

    it('compresses API JSON above the threshold on the fly, and leaves small answers alone', async () => {
      const plain = await t.app.inject({ method: 'GET', url: '/api/config/firebase' });
      expect(plain.rawPayload.length).toBeLessThan(1024);
      const small = await t.app.inject({ method: 'GET', url: '/api/config/firebase', headers: { 'accept-encoding': 'br' } });
      expect(small.headers['content-encoding']).toBeUndefined();

      const sitemap = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
      expect(sitemap.rawPayload.length).toBeGreaterThan(1024);
      for (const [enc, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
        const res = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml', headers: { 'accept-encoding': enc } });
        expect(res.headers['content-encoding']).toBe(enc);
        expect(decode(res.rawPayload).toString()).toBe(sitemap.body);
      }
      const expert = await createTestExpert(t);
      for (let i = 0; i < 3; i++) await createTestGig(t, expert);
      const url = `/api/public/experts/${expert.userName}`;
      const api = await t.app.inject({ method: 'GET', url });
      expect(api.rawPayload.length).toBeGreaterThan(1024);
      const apiBr = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' } });
      expect(apiBr.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(apiBr.rawPayload).toString())).toEqual(api.json());
    });

    it('compresses pages by Accept-Encoding', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: { ...HTML, 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toContain(HOME_FRAME);
      const plain = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
      expect(plain.headers['content-encoding']).toBeUndefined();
    });
  });
});
