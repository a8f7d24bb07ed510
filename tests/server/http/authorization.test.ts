import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineRoute } from '#shared/contract/http';
import { declareRoute } from '#server/http/declare-route';
import type { AuthUser } from '#server/http/auth';
import { bareApi } from '../../helpers/bare-api';

const ok = z.object({ ok: z.boolean() });
const pub = defineRoute({ method: 'POST', path: '/api/public', body: z.object({ email: z.email() }), response: ok });
const secret = defineRoute({ method: 'GET', path: '/api/secret', auth: 'user', response: ok });
const expertOnly = defineRoute({ method: 'GET', path: '/api/expert', auth: 'expert', response: ok });

/** The API's route wiring with a fixed caller: `user` for any request, or null for none. */
async function build(user: AuthUser | null) {
  const app = await bareApi({ authenticate: async () => user });
  declareRoute(app, secret, async () => ({ ok: true }));
  declareRoute(app, expertOnly, async () => ({ ok: true }));
  await app.ready();
  return app;
}

/** Each route's `auth` from the route table, checked in its onRequest hook. */
describe('authorization from the route table', () => {
  it('answers a signed-out call to a user route with 401 and a non-expert with 403', async () => {
    expect((await (await build(null)).inject({ url: '/api/secret' })).statusCode).toBe(401);
    const user = await build({ id: 'u1', isExpert: false });
    expect((await user.inject({ url: '/api/secret' })).json()).toEqual({ ok: true });
    const res = await user.inject({ url: '/api/expert' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('checks auth before it reads or validates the body: 401 and 403 before any 400', async () => {
    const guarded = defineRoute({
      method: 'POST',
      path: '/api/guarded',
      auth: 'user',
      query: z.object({ page: z.coerce.number().int().min(1) }).strict(),
      body: z.object({ title: z.string().min(3) }).strict(),
      response: ok,
    });
    const expertWrite = defineRoute({ ...guarded, path: '/api/expert-write', auth: 'expert' });
    const buildWith = async (user: AuthUser | null) => {
      const app = await bareApi({ authenticate: async () => user });
      declareRoute(app, guarded, async () => ({ ok: true }));
      declareRoute(app, expertWrite, async () => ({ ok: true }));
      await app.ready();
      return app;
    };
    const bad = [
      { url: '/api/guarded?page=1', payload: { title: 1 } },
      { url: '/api/guarded?page=0', payload: { title: 'A title' } },
      { url: '/api/guarded?page=1', headers: { 'content-type': 'application/json' }, payload: '{"title":' },
      { url: '/api/guarded?page=1', headers: { 'content-type': 'application/xml' }, payload: '<title/>' },
    ];
    const anonymous = await buildWith(null);
    for (const req of bad) {
      const res = await anonymous.inject({ method: 'POST', ...req });
      expect(res.statusCode, req.url).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
    }
    const buyer = await buildWith({ id: 'u1', isExpert: false });
    for (const req of bad) {
      const res = await buyer.inject({ method: 'POST', ...req, url: req.url.replace('guarded', 'expert-write') });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    // Signed in and allowed, the same requests are judged on their content.
    expect((await buyer.inject({ method: 'POST', ...bad[0] })).statusCode).toBe(400);
    expect((await buyer.inject({ method: 'POST', ...bad[3] })).statusCode).toBe(415);
  });

  it('authenticates once per request, and never on a public route or an optional one without a token', async () => {
    const optional = defineRoute({ method: 'GET', path: '/api/optional', auth: 'optional', response: z.object({ who: z.string() }) });
    const calls: string[] = [];
    const app = await bareApi({
      authenticate: async (request) => {
        calls.push(request.url);
        return request.headers.authorization ? { id: 'u1', isExpert: false } : null;
      },
    });
    declareRoute(app, pub, async () => ({ ok: true }));
    declareRoute(app, secret, async ({ user }) => ({ ok: user.id === 'u1' }));
    declareRoute(app, optional, async ({ user }) => ({ who: user?.id ?? 'anonymous' }));
    await app.ready();
    const token = { authorization: 'Bearer t' };
    await app.inject({ method: 'POST', url: '/api/public', headers: token, payload: { email: 'a@b.co' } });
    expect(calls).toEqual([]);
    expect((await app.inject({ url: '/api/optional' })).json()).toEqual({ who: 'anonymous' });
    expect(calls).toEqual([]);
    expect((await app.inject({ url: '/api/optional', headers: token })).json()).toEqual({ who: 'u1' });
    expect((await app.inject({ url: '/api/secret', headers: token })).json()).toEqual({ ok: true });
    expect((await app.inject({ method: 'HEAD', url: '/api/secret', headers: token })).statusCode).toBe(200);
    expect(calls).toEqual(['/api/optional', '/api/secret', '/api/secret']);
  });

  it("runs after the route's rate limit, so refused calls count against it", async () => {
    const app = await bareApi({ authenticate: async () => null });
    declareRoute(app, secret, async () => ({ ok: true }), { rateLimit: { max: 2, timeWindow: 60_000 } });
    await app.ready();
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) codes.push((await app.inject({ url: '/api/secret' })).statusCode);
    expect(codes).toEqual([401, 401, 429]);
  });

  it('refuses to declare a route where nothing would check its auth', () => {
    expect(() => declareRoute(Fastify({ logger: false }), secret, async () => ({ ok: true }))).toThrow(/authorization plugin/);
  });
});
