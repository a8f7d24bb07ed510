import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('the API reference page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('serves Swagger UI from our own files under a policy of its own: no inline script, no other origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/https?:|unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(page.body).not.toMatch(/<script>|https?:\/\//);
    const files = [...page.body.matchAll(/(?:src|href)="(\/[^"]+)"/g)];
    expect(files.length).toBe(4);
    for (const src of files) {
      const res = await t.app.inject({ method: 'GET', url: src[1] ?? '' });
      expect(res.statusCode, src[1]).toBe(200);
      expect(res.headers['content-security-policy']).toBe(policy);
    }
  });

  it('serves nothing else from its folder', async () => {
    for (const file of ['package.json', 'index.html', '..%2Fpackage.json', 'swagger-ui-bundle.js.map', 'constructor', '__proto__']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/docs/${file}` });
      expect(res.statusCode, file).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
