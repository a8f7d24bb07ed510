import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';

/** The operator's side: the Prometheus endpoint behind its token, and request ids. */
const TOKEN = 'metrics-token-for-the-scraper';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => t?.close());

describe(`metrics and request ids on ${testDbKind()}`, () => {
  it('refuses the metrics without their token, and answers them with it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'The metrics need their token.' });

    await t.app.inject({ method: 'GET', url: '/api/gigs/search?keyword=blender' });
    await t.app.inject({ method: 'GET', url: '/api/users/me' });
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/qurious_http_request_duration_seconds_count\{method="GET",route="\/api\/gigs\/search",status="200"\} 1/);
    expect(text).toMatch(/qurious_http_request_duration_seconds_count\{method="GET",route="\/api\/users\/me",status="401"\} 1/);
    expect(text).toMatch(/qurious_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/gigs\/search",status="200"\}/);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^qurious_live_sockets 0$/m);
    expect(text).toMatch(/^qurious_jobs_due \d+$/m);
    if (testDbKind() === 'postgres') expect(text).toMatch(/qurious_db_pool_connections\{state="total"\} \d+/);
    // The scrape itself is not counted.
    expect(text).not.toContain('route="/api/metrics"');
  });

  it('names every answer, errors too, with an X-Request-Id, a client cannot choose', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    const failed = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-request-id': 'chosen-by-client-1' } });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(failed.statusCode).toBe(404);
    expect(failed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(failed.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
  });

  it("takes the balancer's request id when it trusts the balancer", async () => {
    const behind = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await behind.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'nginx-0123456789abcdef' } });
      expect(res.headers['x-request-id']).toBe('nginx-0123456789abcdef');
      expect((await behind.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    } finally {
      await behind.close();
    }
  });
});
