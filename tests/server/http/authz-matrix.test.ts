import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpContract, type RouteDef, type RouteName } from '#shared/contract/http';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { ACTORS, buildWorld, type World } from './authz-world';
import { PUBLIC_BY_DESIGN, ROUTE_CASES, type Send } from './authz-routes';

/**
 * Every route Fastify serves, read from its own route list (so a new route cannot be
 * forgotten), tried as anonymous, as a buyer, as another expert and as the owner, each with a
 * valid and an invalid request. Besides the expected status of each case, the invariants below
 * hold for every one of them whatever the table says: no 5xx; every error in the app's shape; a
 * protected route answers an anonymous caller 401 (never a 400 about the body) and a buyer on an
 * expert route 403; no one but the owner gets a 2xx on an owned resource or any of the owners'
 * secrets (ids, emails, private resource ids) in an answer.
 */
const contract = Object.entries(httpContract) as Array<[RouteName, RouteDef]>;
const contractEntry = (method: string, url: string) =>
  contract.find(([, def]) => def.method === (method === 'HEAD' ? 'GET' : method) && def.path === url);
const ERROR_KEYS = new Set(['message', 'code', 'fields']);

let ipCounter = 0;
/** Each request comes from its own address, so the per-IP limits of public routes never answer instead. */
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

describe(`authorization matrix on ${testDbKind()}`, () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
  });
  afterAll(async () => t.close());

  it('serves every contract route, and only routes of the contract or public by design', () => {
    const served = t.app.servedRoutes.map((r) => `${r.method} ${r.url}`);
    const missing = contract.map(([, def]) => `${def.method} ${def.path}`).filter((key) => !served.includes(key));
    expect(missing).toEqual([]);
    const unlisted = t.app.servedRoutes.filter((r) => !PUBLIC_BY_DESIGN[`${r.method} ${r.url}`] && !contractEntry(r.method, r.url));
    expect(unlisted).toEqual([]);
    expect(Object.keys(PUBLIC_BY_DESIGN).filter((key) => !served.includes(key))).toEqual([]);
  });

  it('answers each actor as the table says, with 0 leaks', async () => {
    const findings: string[] = [];
    let cases = 0;
    let routes = 0;
    for (const route of t.app.servedRoutes) {
      const key = `${route.method} ${route.url}`;
      if (PUBLIC_BY_DESIGN[key]) continue;
      const entry = contractEntry(route.method, route.url);
      if (!entry) {
        findings.push(`${key}: neither in the contract table nor public by design`);
        continue;
      }
      const [name, def] = entry;
      const spec = ROUTE_CASES[name];
      const probe = await spec.probe(w);
      routes += 1;
      for (const actor of ACTORS) {
        const caller = w.caller(actor, spec.owner);
        for (const variant of ['invalid', 'valid'] as const) {
          const valid = async (): Promise<Send> => (probe.valid ? probe.valid(caller) : {});
          let send: Send;
          if (variant === 'valid') send = await valid();
          else if (probe.invalid) send = await probe.invalid();
          else if (probe.invalidUrl) send = await valid();
          else {
            findings.push(`${key}: the table has no invalid request for it`);
            continue;
          }
          const url = variant === 'invalid' ? (probe.invalidUrl ?? probe.url) : probe.url;
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: { ...caller?.auth, ...send.headers },
            remoteAddress: nextIp(),
            ...(send.payload === undefined ? {} : { payload: send.payload }),
          });
          cases += 1;
          const where = `${route.method} ${url} as ${actor} (${variant})`;
          const status = res.statusCode;
          const expected = spec.expect[variant][actor];
          if (status !== expected) findings.push(`${where}: ${status}, expected ${expected}: ${res.body.slice(0, 200)}`);
          if (status >= 500) findings.push(`${where}: server error ${status}`);
          if (status >= 400 && route.method !== 'HEAD') {
            const body: unknown = JSON.parse(res.body);
            const shaped =
              typeof body === 'object' &&
              body !== null &&
              Object.keys(body).every((k) => ERROR_KEYS.has(k)) &&
              'message' in body &&
              typeof body.message === 'string' &&
              'code' in body &&
              typeof body.code === 'string';
            if (!shaped) findings.push(`${where}: error not in the { message, code } shape: ${res.body.slice(0, 200)}`);
          }
          if (actor === 'anonymous' && (def.auth === 'user' || def.auth === 'verified' || def.auth === 'expert') && status !== 401)
            findings.push(`${where}: a protected route answered an anonymous caller ${status}`);
          if (actor === 'buyer' && def.auth === 'expert' && status !== 403)
            findings.push(`${where}: an expert route answered a buyer ${status}`);
          if (spec.owned && actor !== 'owner' && status < 300)
            findings.push(`${where}: LEAK, ${status} on another's resource`);
          if (actor !== 'owner') {
            for (const secret of w.secrets)
              if (res.body.includes(secret)) findings.push(`${where}: LEAK, the answer holds the owners' ${secret}`);
          }
        }
      }
    }
    expect(findings).toEqual([]);
    // Every route of the contract was walked (GET routes twice: with their HEAD twin), 8 cases each.
    const gets = contract.filter(([, def]) => def.method === 'GET').length;
    expect(routes).toBe(contract.length + gets);
    expect(cases).toBe(routes * ACTORS.length * 2);
    console.info(`authorization matrix on ${testDbKind()}: ${cases} cases over ${routes} routes, 0 leaks`);
  });

  it('serves the public-by-design routes to anyone', async () => {
    const avatar = w.avatarOf(w.ownerBuyer);
    const file = await t.app.inject({ method: 'GET', url: avatar, remoteAddress: nextIp() });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const missing = await t.app.inject({ method: 'GET', url: '/files/not-a-key.jpg', remoteAddress: nextIp() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'File not found.', code: 'NOT_FOUND' });
  });
});
