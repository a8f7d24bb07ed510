import argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import { httpContract, type RouteDef } from '#shared/contract/http';
import type { AppDeps } from '#server/modules/context';
import type { RouteExample } from '#server/modules/api-docs/examples';

/** The password the throwaway copy gives the two demo accounts it signs in as (the seed's is random). */
const DEMO_PASSWORD = 'Demo-examples-2026!';
/** Between two steps of the journey, so rows made by different steps never share a time (lists order by it). */
const STEP_MS = 60_000;
/** How long a step waits for the notice it causes (written in the background, in milliseconds). */
const NOTICE_WAIT_MS = 10_000;

/** The signed-in reads recorded, per caller; each answers 200 on the demo data once the journey is done. */
const BUYER_READS = [
  'usersMe',
  'walletGet',
  'bookingsMy',
  'bookingsGet',
  'notificationsList',
  'notificationsUnread',
  'notificationSettingsGet',
  'conversationsList',
  'conversationsUnread',
  'accountLanguage',
  'secondFactorStatus',
  'subscriptionMine',
  'requestsMine',
  'notifyMeStatus',
] as const;
const EXPERT_READS = [
  'bookingsExpert',
  'walletEarnings',
  'walletFee',
  'myGigs',
  'expertsProfileGet',
  'availabilityGet',
  'expertAnalytics',
  'levelMine',
  'requestsForYou',
  'expertRanking',
] as const;

/** A session token, a signed link or a secret a file name carries: none of them may reach an example. */
const SECRET_TEXT = /eyJ[\w-]+\.[\w-]+\.[\w-]+|\/api\/calendar\//;
const SECRET_KEY = /token|secret|password/i;
/** A version-4 UUID: an id the journey made (the demo data's ids are version 5, the same on every run). */
const FRESH_ID = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/g;

/** Fails on a value that holds a secret, naming the example and where in it. */
function refuseSecrets(name: string, value: unknown, path = ''): void {
  if (typeof value === 'string' && SECRET_TEXT.test(value)) throw new Error(`${name}: the answer holds a secret at ${path}`);
  if (typeof value !== 'object' || value === null) return;
  for (const [k, v] of Object.entries(value)) {
    if (!Array.isArray(value) && SECRET_KEY.test(k) && typeof v === 'string') throw new Error(`${name}: the answer names a secret at ${path}.${k}`);
    refuseSecrets(name, v, `${path}.${k}`);
  }
}

/**
 * The same ids on every run: each id the journey made (random) is replaced, in the order the examples
 * first show it, by a fixed one, so a run's file equals the last and one id reads the same everywhere.
 */
export function withStableIds(examples: Record<string, RouteExample>, keep: ReadonlySet<string>): Record<string, RouteExample> {
  const stable = new Map<string, string>();
  const replace = (id: string) => {
    if (keep.has(id)) return id;
    let fixed = stable.get(id);
    if (!fixed) {
      fixed = `00000000-0000-4000-8000-${String(stable.size + 1).padStart(12, '0')}`;
      stable.set(id, fixed);
    }
    return fixed;
  };
  return JSON.parse(JSON.stringify(examples).replace(FRESH_ID, replace)) as Record<string, RouteExample>;
}

export interface SignedInJourney {
  app: FastifyInstance;
  deps: AppDeps;
  /** Moves the throwaway server's clock on. */
  advance: (ms: number) => void;
  /** A demo gig: the buyer books it, its expert accepts. */
  gig: { id: string; expertUserId: string };
  /** The booking's request, as the document shows it. */
  booking: Record<string, unknown> & { proposedTimes: string[] };
  checkout: object;
  /** Cuts an answer's lists to their first items. */
  shortened: (value: unknown) => unknown;
}

/**
 * Examples of the signed-in reads: signs in (through the API) as the first demo buyer and as the demo
 * gig's expert, whose copies of the demo accounts get a known password; the buyer buys credits (test
 * mode) and books the gig, the expert accepts; then each of the buyer's and the expert's main reads is
 * asked and its answer recorded, refused if it holds a token or a secret link.
 */
export async function signedInExamples(j: SignedInJourney): Promise<Record<string, RouteExample>> {
  const { app, deps } = j;
  const k = deps.db.kysely;
  const buyer = await k
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', k.selectFrom('demo_accounts').select('user_id'))
    .where('id', 'not in', k.selectFrom('expert_profiles').select('user_id'))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const expert = await k.selectFrom('users').select(['id', 'email']).where('id', '=', j.gig.expertUserId).executeTakeFirstOrThrow();
  const hash = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  await k.updateTable('users').set({ password_hash: hash }).where('id', 'in', [buyer.id, expert.id]).execute();

  const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode} on the demo data: ${res.body}`);
    return res;
  };
  const signIn = async (email: string) => {
    const res = await app.inject({ method: 'POST', url: httpContract.usersLogin.path, payload: { emailOrUsername: email, password: DEMO_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`signing in as ${email} answered ${res.statusCode}: ${res.body}`);
    return res.json<{ token: string }>().token;
  };
  const buyerToken = await signIn(buyer.email);
  const expertToken = await signIn(expert.email);

  // The bell's notices are written after the answer: each step waits for its notice before the clock moves.
  const noticed = async (token: string, unread: number) => {
    const deadline = Date.now() + NOTICE_WAIT_MS;
    while ((await call('GET', httpContract.notificationsUnread.path, token)).json<{ unread: number }>().unread < unread) {
      if (Date.now() > deadline) throw new Error(`no booking notice within ${NOTICE_WAIT_MS} ms`);
      await new Promise((done) => setTimeout(done, 20));
    }
  };

  await call('POST', httpContract.walletCheckout.path, buyerToken, j.checkout);
  j.advance(STEP_MS);
  const booked = await call('POST', httpContract.bookingsCreate.path, buyerToken, j.booking);
  const bookingId = booked.json<{ booking: { _id: string } }>().booking._id;
  await noticed(expertToken, 1);
  j.advance(STEP_MS);
  await call('POST', httpContract.bookingsAccept.path.replace(':bookingId', bookingId), expertToken, { scheduledAt: j.booking.proposedTimes[0] });
  await noticed(buyerToken, 1);
  // Every view and search the examples made so far counted, in the expert's analytics and ranking.
  await app.analytics.flush();
  j.advance(STEP_MS);

  const examples: Record<string, RouteExample> = {};
  const record = async (names: readonly string[], token: string) => {
    for (const name of names) {
      const def: RouteDef | undefined = (httpContract as Readonly<Record<string, RouteDef>>)[name];
      if (!def) throw new Error(`${name} is not a route of the contract`);
      const params = def.path.includes(':bookingId') ? { bookingId } : undefined;
      const answer = (await call('GET', def.path.replace(':bookingId', bookingId), token)).json<unknown>();
      refuseSecrets(name, answer);
      examples[name] = { ...(params ? { params } : {}), answer: j.shortened(answer) };
    }
  };
  await record(BUYER_READS, buyerToken);
  await record(EXPERT_READS, expertToken);
  return examples;
}
