import { UNSUBSCRIBE_PATH } from '#server/modules/notifications/unsubscribe-token';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { apiErrorSchema } from '#shared/contract/http';
import { book, insertGig, topUp } from '../bookings/bookings-fixtures';
import { createTestExpert } from '../../helpers/experts';
import { requestsFor, type Caller, type FuzzRequest, type KnownIds } from '../../helpers/fuzz-requests';
import { registeredRoutes, type RegisteredRoute } from '../../helpers/route-list';
import type { TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';

export interface FuzzReport {
  sent: number;
  ms: number;
  routes: RegisteredRoute[];
  /** status → count */
  byStatus: Map<number, number>;
  /** route → requests sent to it */
  byRoute: Map<string, number>;
  /** route → milliseconds spent answering its requests */
  msByRoute: Map<string, number>;
  /** Each request that got a 5xx or a wrong-shaped error, with what it got (at most 50). */
  failures: string[];
}

const describe = (r: FuzzRequest): string => {
  const payload =
    r.payload === undefined
      ? ''
      : typeof r.payload === 'string'
        ? JSON.stringify(r.payload.slice(0, 200))
        : `<${r.payload.length} bytes>`;
  return `${r.method} ${r.url.slice(0, 200)} [${r.caller}, ${r.mode}, ${r.contentType ?? 'no content type'}] ${payload}`;
};

/** A signed-in buyer with credits and a booking, and two experts with a gig each: what the fuzzer acts as and aims at. */
async function cast(t: TestApp) {
  const buyers = await Promise.all([
    createTestUser(t),
    createTestUser(t),
    createTestUser(t),
    createTestUser(t),
  ]);
  const experts = await Promise.all([createTestExpert(t), createTestExpert(t), createTestExpert(t)]);
  const gigs = await Promise.all(experts.map((e) => insertGig(t, e)));
  const [buyer] = buyers;
  if (!buyer) throw new Error('no buyer');
  await topUp(t, buyer, 500);
  const bookings: string[] = [];
  for (const gigId of gigs) {
    const res = await book(t, buyer, gigId);
    if (res.statusCode !== 201) throw new Error(`booking failed: ${res.body}`);
    bookings.push((res.json<{ booking: { _id: string } }>()).booking._id);
  }
  const known: KnownIds = {
    id: gigs,
    gigId: gigs,
    bookingId: bookings,
    userName: experts.map((e) => e.userName),
    provider: ['test'],
  };
  const auth = (c: Caller, n: number, forged: string | null): Record<string, string> => {
    if (c === 'buyer') return buyers[n % buyers.length]?.auth ?? {};
    if (c === 'expert') return experts[n % experts.length]?.auth ?? {};
    if (c === 'forged' && forged !== null) return { authorization: forged };
    return {};
  };
  return { known, auth };
}

/**
 * Routes that are documents, not API answers: the one-click unsubscribe page a mail reader opens
 * says what went wrong as a page, in an alert a person reads.
 */
const PAGE_ROUTES = new Set([UNSUBSCRIBE_PATH]);

/** Checks one answer: never 5xx; a 4xx carries the app's { message, code } body (a page route's may be the page with its alert). */
function verdict(route: string /* "GET /api/…" */, status: number, body: string): string | null {
  if (status >= 500) return `${status} ${body.slice(0, 300)}`;
  if (status < 400) return null;
  const page = PAGE_ROUTES.has(route.slice(route.indexOf(' ') + 1));
  if (page && body.startsWith('<!doctype html>') && body.includes('role="alert"')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} with a body that is not JSON: ${body.slice(0, 300)}`;
  }
  const shape = apiErrorSchema.safeParse(parsed);
  if (!shape.success || shape.data.code === '' || shape.data.message === '')
    return `${status} without { message, code }: ${body.slice(0, 300)}`;
  return null;
}

/**
 * Sends `count` requests (fast-check, fixed seed) across every route Fastify has registered, as
 * anonymous, buyer, expert and forged callers, each from its own address so per-IP limits stay out
 * of the way, and records every 5xx and every rejection without the app's error body.
 */
export async function runFuzz(t: TestApp, count: number, seed: number): Promise<FuzzReport> {
  const routes = registeredRoutes(t.app);
  const { known, auth } = await cast(t);
  const requests = fc.sample(fc.oneof(...routes.map((r) => requestsFor(r, known))), { numRuns: count, seed });
  const report: FuzzReport = {
    sent: 0,
    ms: 0,
    routes,
    byStatus: new Map(),
    byRoute: new Map(),
    msByRoute: new Map(),
    failures: [],
  };
  const started = performance.now();
  for (const [i, r] of requests.entries()) {
    const headers: Record<string, string> = { ...auth(r.caller, i, r.forgedAuth) };
    if (r.contentType !== null) headers['content-type'] = r.contentType;
    if (r.origin !== null) headers.origin = r.origin;
    if (r.method === 'OPTIONS' && r.origin !== null) headers['access-control-request-method'] = 'POST';
    const options: InjectOptions = {
      method: r.method,
      url: r.url,
      headers,
      remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      ...(r.payload !== undefined ? { payload: r.payload } : {}),
    };
    let status: number;
    let body: string;
    const sentAt = performance.now();
    try {
      const res = await t.app.inject(options);
      status = res.statusCode;
      body = res.body;
    } catch (err) {
      status = 599;
      body = `inject threw: ${err instanceof Error ? err.message : String(err)}`;
    }
    report.msByRoute.set(r.route, (report.msByRoute.get(r.route) ?? 0) + performance.now() - sentAt);
    report.sent += 1;
    report.byStatus.set(status, (report.byStatus.get(status) ?? 0) + 1);
    report.byRoute.set(r.route, (report.byRoute.get(r.route) ?? 0) + 1);
    const problem = verdict(r.route, status, body);
    if (problem && report.failures.length < 50) report.failures.push(`${describe(r)}\n  → ${problem}`);
  }
  report.ms = performance.now() - started;
  const probe: Record<string, unknown> = {};
  if (probe.polluted !== undefined || probe.isExpert !== undefined)
    report.failures.push('Object.prototype was polluted');
  return report;
}
