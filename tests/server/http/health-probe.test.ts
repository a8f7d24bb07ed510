import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { KEEP_ALIVE_TIMEOUT_MS } from '#server/http/health-probe';

/** Headers that depend on the moment or the connection, not on the answer. */
// Per connection or per request: the probe, which writes no log line, carries no request id either.
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'x-request-id']);
const answerHeaders = (headers: Headers | Record<string, unknown>) =>
  Object.fromEntries(
    (headers instanceof Headers ? [...headers.entries()] : Object.entries(headers))
      .filter(([k]) => !PER_CONNECTION.has(k))
      .map(([k, v]) => [k, String(v)]),
  );

/** Health probes answered before the app's pipeline: the same answer, byte for byte. */
describe(`health probe on ${testDbKind()}`, () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close());

  it('answers a probe exactly as the route does', async () => {
    const probe = await fetch(`${base}/api/health`);
    const route = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(probe.status).toBe(200);
    expect(await probe.text()).toBe(route.body);
    expect(answerHeaders(probe.headers)).toEqual(answerHeaders(route.headers));
  });

  it("keeps an idle connection open 72 s, as it tells the client, not Node's 5 s", async () => {
    const res = await fetch(`${base}/api/does-not-exist`);
    expect(res.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    await res.arrayBuffer();
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await fetch(`${base}/api/health`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.text()).toBe('');
  });

  it('leaves a request from a web page, with a query or another method to the app', async () => {
    const fromPage = await fetch(`${base}/api/health`, { headers: { origin: 'http://localhost:5173' } });
    expect(fromPage.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const withQuery = await fetch(`${base}/api/health?verbose=1`);
    expect(withQuery.status).toBe(400);
    const post = await fetch(`${base}/api/health`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('content-type')).toContain('application/json');
  });

  it('lets the app answer the 503 when the database does not answer', async () => {
    let down = false;
    const other = await createTestApp({}, {
      wrapDb: (db) => ({ ...db, ping: async () => (down ? Promise.reject(new Error('gone')) : db.ping()) }),
    });
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    down = true;
    const res = await fetch(`http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'The database is not answering.', code: 'DB_UNAVAILABLE' });
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    await other.close();
  });
});
