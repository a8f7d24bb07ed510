import { performance } from 'node:perf_hooks';
import type { ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_LIMITS, LOGIN_THROTTLE } from '#server/modules/users/limits';
import { createTestExpert } from '../helpers/experts';
import { startFleet, type Fleet } from '../helpers/fleet/fleet';
import {
  clientFrom,
  failuresOf,
  startLoad,
  upstreamsOf,
  type FleetClient,
  type Load,
  type LoadRequest,
  type Outcome,
} from '../helpers/fleet/load';
import { openLive, type LiveTestClient } from '../helpers/live-client';
import { createTestUser } from '../helpers/users';
import {
  contactExpert,
  createGig,
  readLoad,
  readMarkLoad,
  sendMessage,
  signInAttempt,
  signInAttempts,
  signUpBuyer,
  uploadGallery,
  type Caller,
} from '../helpers/fleet/flows';

/**
 * The fleet: PostgreSQL, Redis, an S3-protocol server, two API instances as real
 * processes and nginx in front, all started here. Everything goes through the balancer as a
 * browser's requests would; the balancer's X-Upstream tells which instance answered.
 * FLEET_LOAD_MS sets how long the rolling restart runs under load (30 s by default).
 */
const LOAD_MS = Number(process.env.FLEET_LOAD_MS ?? 30_000);
const CONCURRENCY = 6;

let fleet: Fleet;
let reader: FleetClient;
const clients: FleetClient[] = [];
const loads: Load[] = [];
/** A load stopped at the end of the file whatever happens (a failed phase included). */
const load = (requests: LoadRequest[]) => {
  const started = startLoad(reader, requests, CONCURRENCY);
  loads.push(started);
  return started;
};
const client = (address: string) => {
  const made = clientFrom(address);
  clients.push(made);
  return made;
};
/** The state the phases share: the gig and image the load reads, the buyer's conversation. */
const world: { gigId: string; imagePath: string; buyer: Caller; conversationId: string } = {
  gigId: '',
  imagePath: '',
  buyer: { token: '' },
  conversationId: '',
};
const at = (port: number | undefined) => `127.0.0.1:${port ?? 0}`;
const since = (outcomes: Outcome[], t: number) => outcomes.filter((o) => o.startedAt > t);
/** The later phases need the first one's gig, image and conversation. */
const needWorld = () =>
  expect(world.gigId && world.imagePath && world.conversationId, 'the first phase failed').toBeTruthy();

beforeAll(async () => {
  // The load comes from one address: the public read limit is not what this test is about.
  fleet = await startFleet({ instances: 2, env: { RATE_LIMIT_READS_PER_MINUTE: '10000000' } });
  reader = client('127.0.0.1');
}, 120_000);
afterAll(async () => {
  await Promise.all(loads.map((l) => l.stop()));
  await Promise.all(clients.map((c) => c.close()));
  await fleet?.stop();
}, 60_000);

describe('two API instances behind nginx, on PostgreSQL, Redis and an S3 bucket', () => {
  it("signs a buyer up, and serves an expert's gallery image to every read whichever instance answers", async () => {
    const buyer = await signUpBuyer(fleet, reader, 'bea.buyer@example.com');
    const expert = await createTestExpert(fleet.seed);
    const imagePath = await uploadGallery(fleet.baseUrl, reader, expert);
    const gigId = await createGig(fleet, reader, expert, imagePath);
    const conversationId = await contactExpert(fleet, reader, buyer, expert.userName);
    Object.assign(world, { gigId, imagePath, buyer, conversationId });

    const reads = await Promise.all(
      Array.from({ length: 12 }, () => reader.send(`${fleet.baseUrl}${imagePath}`)),
    );
    expect(reads.map((r) => r.status)).toEqual(reads.map(() => 200));
    expect(new Set(reads.map((r) => r.body.toString('base64'))).size).toBe(1);
    expect(reads[0]?.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(new Set(reads.map((r) => r.upstream))).toEqual(new Set(fleet.ports.map(at)));
    // The answer's id is the balancer's ($request_id: 32 hex digits), the one in both logs.
    expect(reads[0]?.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    const gig = await Promise.all(
      Array.from({ length: 4 }, () => reader.send(`${fleet.baseUrl}/api/public/gigs/${gigId}`)),
    );
    expect(gig.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(gig.map((r) => r.upstream)).size).toBe(2);
  });

  it('reaches the sign-in limits at the same count as one instance, counted on the real client address', async () => {
    const attempts = IP_LIMITS.login.max + 1;
    const expected = [
      ...Array<string>(LOGIN_THROTTLE.freeFailures).fill('wrong password'),
      ...Array<string>(IP_LIMITS.login.max - LOGIN_THROTTLE.freeFailures).fill('account throttled'),
      'address limited',
    ];
    // One instance alone, reached directly from its own address (not the balancer's: its own is believed).
    const alone = await createTestUser(fleet.seed);
    expect(
      await signInAttempts(client('127.0.0.3'), fleet.instances[0]?.baseUrl ?? '', alone.email, attempts),
    ).toEqual(expected);
    // The fleet, through the balancer: the attempts land on both instances and count as one.
    const target = await createTestUser(fleet.seed);
    const attacker = client('127.0.0.2');
    expect(await signInAttempts(attacker, fleet.baseUrl, target.email, attempts)).toEqual(expected);
    // The limit is the attacker's (127.0.0.2, told by nginx): a forged X-Forwarded-For is replaced by
    // the balancer; another client still reaches the account's throttle, not the address limit.
    expect(
      await signInAttempt(attacker, fleet.baseUrl, target.email, { 'x-forwarded-for': '203.0.113.50' }),
    ).toBe('address limited');
    expect(await signInAttempt(client('127.0.0.4'), fleet.baseUrl, target.email)).toBe('account throttled');
  });

  it("passes WebSockets through: a message reaches the expert's sockets on both instances (Redis fan-out)", async () => {
    needWorld();
    const expert = await createTestExpert(fleet.seed);
    const conversationId = await contactExpert(fleet, reader, world.buyer, expert.userName);
    const sockets: Array<{ live: LiveTestClient; upstream: string }> = [];
    try {
      while (new Set(sockets.map((s) => s.upstream)).size < 2) {
        let upstream = '';
        const finishRequest = (request: ClientRequest) => {
          request.on(
            'upgrade',
            (res: { headers: Record<string, unknown> }) => (upstream = String(res.headers['x-upstream'])),
          );
          request.end();
        };
        const live = await openLive(fleet.baseUrl, { finishRequest });
        sockets.push({ live, upstream });
        live.send({ type: 'auth', token: expert.token });
        await live.next('ready');
        expect(sockets.length).toBeLessThan(10);
      }
      const id = await sendMessage(
        fleet,
        reader,
        world.buyer,
        conversationId,
        'Hello from behind the balancer',
      );
      for (const { live } of sockets)
        expect((await live.next('message.new', (m) => m.message.id === id)).message.text).toBe(
          'Hello from behind the balancer',
        );
    } finally {
      await Promise.all(sockets.map((s) => s.live.close()));
    }
  });

  it('carries on when an instance is killed (SIGKILL) under load: idempotent requests go to the other', async () => {
    needWorld();
    const [victim, survivor] = fleet.ports.map(at);
    const reads = load(readLoad(fleet.baseUrl, world.gigId, world.imagePath));
    await expect
      .poll(() => upstreamsOf(reads.outcomes), { timeout: 30_000 })
      .toEqual(fleet.ports.map(at).sort());
    const killedAt = performance.now();
    await fleet.instances[0]?.kill();
    await expect
      .poll(() => since(reads.outcomes, killedAt).filter((o) => o.ok).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(100);
    const outcomes = await reads.stop();
    // Requests in flight when it died were tried again on the other (nginx's proxy_next_upstream).
    expect(failuresOf(outcomes)).toEqual([]);
    expect(upstreamsOf(since(outcomes, killedAt))).toEqual([survivor]);
    expect(victim).not.toBe(survivor);

    await fleet.restart(0);
    // nginx tries it again after fail_timeout; the round robin reaches it.
    await expect
      .poll(async () => (await reader.send(`${fleet.baseUrl}/api/health`)).upstream, { timeout: 30_000 })
      .toBe(victim);
  });

  it(`rolls a restart (SIGTERM one, start it, then the other) under ${LOAD_MS / 1000} s of load with no failed request`, async () => {
    needWorld();
    const requests = [
      ...readLoad(fleet.baseUrl, world.gigId, world.imagePath),
      readMarkLoad(fleet.baseUrl, world.buyer, world.conversationId),
    ];
    const rolling = load(requests);
    const started = performance.now();
    const exitCodes: Array<number | null> = [];
    let rolls = 0;
    let lastRollMs = 0;
    const elapsed = () => performance.now() - started;
    // Instance after instance, each slot at least once, while another roll fits in the load's time.
    while (rolls < fleet.ports.length || elapsed() + lastRollMs <= LOAD_MS) {
      const slot = rolls % fleet.ports.length;
      const rollStarted = performance.now();
      exitCodes.push((await fleet.instances[slot]?.terminate()) ?? null);
      const back = performance.now();
      await fleet.restart(slot);
      await expect
        .poll(() => upstreamsOf(since(rolling.outcomes, back)), { timeout: 30_000 })
        .toContain(at(fleet.ports[slot]));
      rolls += 1;
      lastRollMs = performance.now() - rollStarted;
    }
    // The load runs its whole time, through the last restart and after it.
    await expect.poll(elapsed, { timeout: LOAD_MS + 5_000, interval: 250 }).toBeGreaterThanOrEqual(LOAD_MS);
    const outcomes = await rolling.stop();
    expect(failuresOf(outcomes)).toEqual([]);
    expect(exitCodes).toEqual(exitCodes.map(() => 0));
    expect(upstreamsOf(outcomes)).toEqual(fleet.ports.map(at).sort());
    expect(outcomes.filter((o) => o.label === 'mark read').length).toBeGreaterThan(0);
    expect(outcomes.length).toBeGreaterThan(200);
  });
});
