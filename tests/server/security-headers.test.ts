import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testDbKind } from '../helpers/test-db';

/** Helmet's headers, worked out once: a policy that allows nothing on JSON, the app's on pages. */
describe(`security headers on ${testDbKind()}`, () => {
  let t: TestApp;
  const webDir = mkdtempSync(join(tmpdir(), 'qurious-web-'));
  beforeAll(async () => {
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Qurious</title>');
    t = await createTestApp({ WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('answers the API with a policy that allows nothing to load or frame it', async () => {
    for (const url of ['/api/health', '/api/nothing-here', '/api/users/me']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // Page-only headers are left off JSON answers.
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it("answers pages with the browser build's policy", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>About | Qurious</title>');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain('https://identitytoolkit.googleapis.com');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('allows the one inline script of a page, the early-clicks keeper, by its hash and nothing else inline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });
    const inline = [...res.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0] ?? '').digest('base64')}'`;
    const scripts = /(?:^|;)script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ') ?? [];
    expect(scripts).toContain(hash);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts.filter((s) => s.startsWith("'sha256-"))).toEqual([hash]);
  });
});
