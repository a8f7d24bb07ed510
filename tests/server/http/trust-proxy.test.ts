import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';

/**
 * TRUST_PROXY naming the balancer: the client's address (rate limits, logs) and the
 * request id come from X-Forwarded-For and X-Request-Id only on connections from the balancer;
 * a client that reaches the instance around it cannot choose its address or its id.
 */
const BALANCER = '10.0.0.2';
const LIMIT = 3;

describe(`TRUST_PROXY with the balancer's address on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: `${BALANCER},192.168.7.0/24`, RATE_LIMIT_READS_PER_MINUTE: String(LIMIT) });
  });
  afterAll(async () => t?.close());

  const search = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/gigs/search?keyword=x', remoteAddress, headers });
  const statuses = async (count: number, send: (i: number) => ReturnType<typeof search>) => {
    const out: number[] = [];
    for (let i = 0; i < count; i += 1) out.push((await send(i)).statusCode);
    return out;
  };

  it("counts each client behind the balancer on its own address, told by the balancer's X-Forwarded-For", async () => {
    const viaBalancer = (client: string) => () => search(BALANCER, { 'x-forwarded-for': client });
    expect(await statuses(LIMIT + 1, viaBalancer('203.0.113.1'))).toEqual([200, 200, 200, 429]);
    // Another client through the same balancer is not limited by the first; nor is one behind a second balancer of the network.
    expect(await statuses(1, viaBalancer('203.0.113.2'))).toEqual([200]);
    expect(await statuses(1, () => search('192.168.7.40', { 'x-forwarded-for': '203.0.113.3' }))).toEqual([200]);
  });

  it('believes nothing a client says around the balancer: its own address counts, whatever X-Forwarded-For it sends', async () => {
    const forged = (i: number) => search('198.51.100.7', { 'x-forwarded-for': `203.0.113.${100 + i}` });
    expect(await statuses(LIMIT + 1, forged)).toEqual([200, 200, 200, 429]);
  });

  it("keeps the balancer's request id, and gives a client around it a fresh one", async () => {
    const id = '0123456789abcdef0123456789abcdef';
    const ok = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: BALANCER, headers: { 'x-request-id': id } });
    expect(ok.headers['x-request-id']).toBe(id);
    const around = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.8', headers: { 'x-request-id': id } });
    expect(around.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
