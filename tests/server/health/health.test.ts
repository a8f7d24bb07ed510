import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';

describe(`API core on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers /api/health after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: testDbKind() });
  });

  it('answers 503 with a JSON message when the database is gone', async () => {
    const other = await createTestApp();
    await other.db.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'The database is not answering.', code: 'DB_UNAVAILABLE' });
    await other.app.close();
    await other.smtp.close();
  });

  it('answers an unknown API route with a JSON 404, not a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'No route for GET /api/nothing-here.', code: 'NOT_FOUND' });
  });

  it('sets the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('allows CORS only for the dev origins', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://localhost:5173' } });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const other = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves stored files with a fixed content type and refuses other keys', async () => {
    await t.deps.storage.put('abc123.jpg', Buffer.from([0xff, 0xd8, 0xff]));
    const res = await t.app.inject({ method: 'GET', url: '/files/abc123.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const bad = await t.app.inject({ method: 'GET', url: '/files/..%2Fqurious.sqlite' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
