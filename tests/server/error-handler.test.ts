import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineRoute } from '#shared/contract/http';
import { installErrorHandler } from '#server/http/error-handler';
import { declareRoute } from '#server/http/declare-route';
import { AppError } from '#server/http/errors';
import type { Authenticator } from '#server/http/auth';

const echo = defineRoute({
  method: 'POST',
  path: '/api/echo',
  body: z.object({ email: z.email('Invalid email'), age: z.number().int().min(18, 'You must be 18 or older') }),
  response: z.object({ email: z.string() }),
});
const secret = defineRoute({ method: 'GET', path: '/api/secret', auth: 'user', response: z.object({ ok: z.boolean() }) });
const expertOnly = defineRoute({ method: 'GET', path: '/api/expert', auth: 'expert', response: z.object({ ok: z.boolean() }) });
const broken = defineRoute({ method: 'GET', path: '/api/broken', response: z.object({ ok: z.boolean() }) });

async function build(user: { id: string; isExpert: boolean } | null) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  const auth: Authenticator = { authenticate: async () => user };
  declareRoute(app, auth, echo, async ({ body }) => ({ email: body.email }));
  declareRoute(app, auth, secret, async () => ({ ok: true }));
  declareRoute(app, auth, expertOnly, async () => ({ ok: true }));
  declareRoute(app, auth, broken, async () => {
    throw new Error('database exploded at /var/lib/secret');
  });
  app.get('/api/conflict', async () => {
    throw new AppError(409, 'TAKEN', 'That email is already registered.');
  });
  await app.ready();
  return app;
}

describe('the one error handler', () => {
  it('answers bad input with 400, the schema message and per-field messages', async () => {
    const app = await build(null);
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { email: 'nope', age: 12 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Invalid email',
      code: 'VALIDATION',
      fields: { email: 'Invalid email', age: 'You must be 18 or older' },
    });
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const app = await build(null);
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
  });

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
      response: z.object({ ok: z.boolean() }),
    });
    const expertWrite = defineRoute({ ...guarded, path: '/api/expert-write', auth: 'expert' });
    const buildWith = async (user: { id: string; isExpert: boolean } | null) => {
      const app = Fastify({ logger: false });
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      installErrorHandler(app);
      const auth: Authenticator = { authenticate: async () => user };
      declareRoute(app, auth, guarded, async () => ({ ok: true }));
      declareRoute(app, auth, expertWrite, async () => ({ ok: true }));
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
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app);
    const auth: Authenticator = {
      authenticate: async (request) => {
        calls.push(request.url);
        return request.headers.authorization ? { id: 'u1', isExpert: false } : null;
      },
    };
    declareRoute(app, auth, echo, async ({ body }) => ({ email: body.email }));
    declareRoute(app, auth, secret, async ({ user }) => ({ ok: user.id === 'u1' }));
    declareRoute(app, auth, optional, async ({ user }) => ({ who: user?.id ?? 'anonymous' }));
    await app.ready();
    const token = { authorization: 'Bearer t' };
    await app.inject({ method: 'POST', url: '/api/echo', headers: token, payload: { email: 'a@b.co', age: 30 } });
    expect(calls).toEqual([]);
    expect((await app.inject({ url: '/api/optional' })).json()).toEqual({ who: 'anonymous' });
    expect(calls).toEqual([]);
    expect((await app.inject({ url: '/api/optional', headers: token })).json()).toEqual({ who: 'u1' });
    expect((await app.inject({ url: '/api/secret', headers: token })).json()).toEqual({ ok: true });
    expect(calls).toEqual(['/api/optional', '/api/secret']);
  });

  it('passes an AppError through with its status and code', async () => {
    const res = await (await build(null)).inject({ url: '/api/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'That email is already registered.', code: 'TAKEN' });
  });

  it('never leaks an internal error or its stack', async () => {
    const res = await (await build(null)).inject({ url: '/api/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('/var/lib/secret');
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
});
