import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { fakeWebBuild } from '../../helpers/web-build';

/** Helmet's headers, worked out once: a policy that allows nothing on JSON, the app's on pages. */
describe(`security headers on ${testDbKind()}`, () => {
  let t: TestApp;
  // A build's index.html (its entry script) and home's frame, so home carries the loader of its scripts.
  const webDir = fakeWebBuild();
  beforeAll(async () => {
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

  it("allows reCAPTCHA's script hosts only on the pages that verify a phone, and the sign-in popup's helper on every page", async () => {
    const scriptsOf = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      return /(?:^|;)script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ') ?? [];
    };
    for (const url of ['/', '/about', '/search/gigs?keyword=x', '/gigs/some-gig', '/become_expert/personal_info', '/account', '/social-sign-in?handoff=x', '/users/ada/expert_profile', '/users/ada/expert_profile/phone/x']) {
      const scripts = await scriptsOf(url);
      expect([url, scripts.filter((s) => s === 'https://www.google.com' || s === 'https://www.gstatic.com')]).toEqual([url, []]);
      expect([url, scripts.includes('https://apis.google.com')]).toEqual([url, true]);
    }
    for (const url of ['/become_expert/account_security', '/become_expert/account_security/', '/phone-verify?session=abc', '/users/ada/expert_profile/phone']) {
      const scripts = await scriptsOf(url);
      expect([url, scripts.includes('https://www.google.com'), scripts.includes('https://www.gstatic.com')]).toEqual([url, true, true]);
    }
    // Frames stay allowed on every page: a frame runs in its own origin, not in the page's.
    const res = await t.app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });
    expect(String(res.headers['content-security-policy'])).toMatch(/frame-src [^;]*https:\/\/www\.google\.com/);
  });

  it('refuses the origin null (sandboxed frames, data: pages): no Access-Control-Allow-Origin, on answers and preflights', async () => {
    for (const origin of ['null', 'file://', 'https://elsewhere.example']) {
      const get = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect([origin, get.headers['access-control-allow-origin']]).toEqual([origin, undefined]);
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/users/me',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      expect([origin, preflight.headers['access-control-allow-origin']]).toEqual([origin, undefined]);
    }
    // An allowed origin still reads the answers.
    const dev = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://localhost:5173' } });
    expect(dev.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('allows the inline scripts of the pages by their hashes and nothing else inline: the early-clicks keeper, and on a page drawn whole the loader of its scripts', async () => {
    const inlineOf = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const hashes = [...res.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1] ?? '').digest('base64')}'`);
      return { hashes, policy: /(?:^|;)script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ') ?? [] };
    };
    const about = await inlineOf('/about');
    expect(about.hashes).toHaveLength(1);
    const home = await inlineOf('/');
    expect(home.hashes).toHaveLength(2);
    // A page drawn whole keeps its clicks without Intl's warm-up, which its loader starts instead.
    expect(home.hashes[0]).not.toBe(about.hashes[0]);
    for (const { policy } of [about, home]) {
      expect(policy).not.toContain("'unsafe-inline'");
      expect(policy.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...about.hashes, ...home.hashes].sort());
    }
  });
});
