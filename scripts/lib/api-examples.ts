import type { FastifyInstance } from 'fastify';
import { categoryOfSoftware } from '#shared/catalog/software-categories';
import { httpContract, type RouteDef } from '#shared/contract/http';
import type { AppDeps } from '#server/modules/context';
import type { RouteExample } from '#server/modules/api-docs/examples';
import { runSeeders } from '#server/seed/index';
import { signedInExamples, withStableIds } from './api-examples-signed-in';

/** Items an example list keeps: enough to show the shape, short enough to read. */
const LIST_ITEMS = 2;
/** Public answers that change with the moment or the machine, not with the data. */
const NOT_EXAMPLES = new Set(['healthReady', 'configFirebase']);
/** Query values of the public GETs that need one. */
const QUERIES: Record<string, Record<string, string>> = { expertsCheckUsername: { username: 'ada-lovelace' } };
const BOOKING_REQUEST_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

/** `value` with every list cut to its first items (an answer's shape, not all of it). */
export function shortened(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, LIST_ITEMS).map(shortened);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shortened(v)]));
}

const pathParams = (def: RouteDef) => [...def.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');

/** A request body checked against its route's schema, so an example never shows what the route refuses. */
function body(def: RouteDef, value: unknown): unknown {
  const parsed = def.body.safeParse(value);
  if (!parsed.success) throw new Error(`${def.method} ${def.path}: the example body is refused: ${parsed.error.message}`);
  return value;
}

/**
 * Examples for the API document from the demo marketplace: seeds it (on the caller's throwaway
 * database, clock fixed, so every run gives the same), then asks every public GET whose path
 * parameters name a demo gig or expert and records the answer; and writes the buyer's journey
 * (sign up, sign in, book, buy credits) as requests about the demo data, checked by their schemas.
 */
export async function demoExamples(app: FastifyInstance, deps: AppDeps, advance: (ms: number) => void): Promise<Record<string, RouteExample>> {
  await runSeeders(deps, () => undefined);
  const k = deps.db.kysely;
  const gig = await k
    .selectFrom('gigs')
    .innerJoin('expert_profiles as e', 'e.id', 'gigs.expert_id')
    .select(['gigs.id', 'e.user_name', 'e.user_id'])
    .where('gigs.is_demo', '=', 1)
    .orderBy('gigs.id')
    .executeTakeFirstOrThrow();
  const software = (await app.inject({ method: 'GET', url: `/api/gigs/${gig.id}` })).json<{ softwares: string[] }>().softwares[0];
  if (software === undefined) throw new Error(`the demo gig ${gig.id} names no software`);
  const domain = categoryOfSoftware(software)?.slug;
  if (domain === undefined) throw new Error(`${software} is in no software category`);
  const known: Record<string, string> = { id: gig.id, gigId: gig.id, userName: gig.user_name, kind: 'softwares', domain };
  const examples: Record<string, RouteExample> = {};
  for (const [name, def] of Object.entries(httpContract) as Array<[string, RouteDef]>) {
    if (def.method !== 'GET' || (def.auth !== 'none' && def.auth !== 'optional') || def.answerType || NOT_EXAMPLES.has(name)) continue;
    const query = QUERIES[name];
    if (!def.query.safeParse(query ?? {}).success) continue;
    const names = pathParams(def);
    if (names.some((n) => known[n] === undefined)) continue;
    const params = Object.fromEntries(names.map((n) => [n, known[n] ?? '']));
    const path = def.path.replace(/:([A-Za-z0-9_]+)/g, (_, n: string) => encodeURIComponent(known[n] ?? ''));
    const url = query ? `${path}?${new URLSearchParams(query).toString()}` : path;
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode} on the demo data: ${res.body}`);
    examples[name] = { ...(names.length > 0 || query ? { params: { ...params, ...query } } : {}), answer: shortened(res.json()) };
  }

  const signup = { name: 'Ada Lovelace', emailOrUsername: 'ada@example.com', password: 'Correct-horse-battery-9!' };
  const signedUp = await app.inject({ method: 'POST', url: httpContract.usersSignup.path, payload: signup });
  body(httpContract.usersSignup, signup);
  if (signedUp.statusCode !== 201) throw new Error(`sign-up answered ${signedUp.statusCode}: ${signedUp.body}`);
  examples.usersSignup = { body: signup, answer: signedUp.json() };
  examples.usersLogin = { body: body(httpContract.usersLogin, { emailOrUsername: signup.emailOrUsername, password: signup.password }) };
  // Times the gig's expert is open at, a few days on: the journey below really books them.
  const day = 24 * 60 * 60 * 1000;
  const slots = (await app.inject({ method: 'GET', url: httpContract.gigSlots.path.replace(':id', gig.id) })).json<{ slots: string[] }>().slots;
  const at = (days: number) => {
    const from = Math.floor(deps.clock.now().getTime() / day) * day + days * day;
    const slot = slots.find((s) => Date.parse(s) >= from);
    if (slot === undefined) throw new Error(`the demo gig ${gig.id} has no open time ${days} days on`);
    return slot;
  };
  examples.bookingsCreate = {
    body: body(httpContract.bookingsCreate, {
      gigId: gig.id,
      tier: 'basic',
      proposedTimes: [at(3), at(4)],
      note: 'I would like to go over my model before the review.',
      timeZone: 'Europe/Paris',
      requestId: BOOKING_REQUEST_ID,
    }),
  };
  examples.walletCheckout = { body: body(httpContract.walletCheckout, { credits: 100, requestId: BOOKING_REQUEST_ID }) };
  const booking = examples.bookingsCreate.body as { proposedTimes: string[] };
  const signedIn = await signedInExamples({
    app,
    deps,
    advance,
    gig: { id: gig.id, expertUserId: gig.user_id },
    booking,
    checkout: examples.walletCheckout.body as object,
    shortened,
  });
  return { ...examples, ...withStableIds(signedIn, new Set([BOOKING_REQUEST_ID])) };
}
