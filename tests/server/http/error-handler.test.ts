import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineRoute } from '#shared/contract/http';
import { declareRoute } from '#server/http/declare-route';
import { AppError } from '#server/http/errors';
import { bareApi } from '../../helpers/bare-api';

const echo = defineRoute({
  method: 'POST',
  path: '/api/echo',
  body: z.object({ email: z.email('Invalid email'), age: z.number().int().min(18, 'You must be 18 or older') }),
  response: z.object({ email: z.string() }),
});
const broken = defineRoute({ method: 'GET', path: '/api/broken', response: z.object({ ok: z.boolean() }) });

async function build() {
  const app = await bareApi({ authenticate: async () => null });
  declareRoute(app, echo, async ({ body }) => ({ email: body.email }));
  declareRoute(app, broken, async () => {
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
    const app = await build();
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { email: 'nope', age: 12 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Invalid email',
      code: 'VALIDATION',
      fields: { email: 'Invalid email', age: 'You must be 18 or older' },
    });
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
  });

  it('passes an AppError through with its status and code', async () => {
    const res = await (await build()).inject({ url: '/api/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'That email is already registered.', code: 'TAKEN' });
  });

  it('never leaks an internal error or its stack', async () => {
    const res = await (await build()).inject({ url: '/api/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('/var/lib/secret');
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
});
