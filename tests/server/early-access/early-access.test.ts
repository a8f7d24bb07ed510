import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';

describe(`early notification (coming-soon block) on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const rows = async (userId: string) =>
    t.db.kysely.selectFrom('early_notifications').selectAll().where('user_id', '=', userId).execute();

  it('refuses a caller who is not signed in, and records nothing', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/notify-me' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
    }
    const bad = await t.app.inject({ method: 'POST', url: '/api/notify-me', headers: { authorization: 'Bearer not-a-token' } });
    expect(bad.statusCode).toBe(401);
    const count = await t.db.kysely.selectFrom('early_notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('tells a user who has not asked that they have not', async () => {
    const u = await createTestUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/notify-me', headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notified: false, since: null });
  });

  it('records the wish once and answers the first time on every later request', async () => {
    const u = await createTestUser(t);
    const first = await t.app.inject({ method: 'POST', url: '/api/notify-me', headers: u.auth, payload: {} });
    expect(first.statusCode).toBe(200);
    const since = t.clock.now().toISOString();
    expect(first.json()).toEqual({ notified: true, since });

    t.clock.advance(60 * 60 * 1000);
    const again = await t.app.inject({ method: 'POST', url: '/api/notify-me', headers: u.auth });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ notified: true, since });
    expect(await rows(u.id)).toHaveLength(1);

    const status = await t.app.inject({ method: 'GET', url: '/api/notify-me', headers: u.auth });
    expect(status.json()).toEqual({ notified: true, since });
  });

  it('keeps one row when the same user asks several times at once', async () => {
    const u = await createTestUser(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: '/api/notify-me', headers: u.auth })),
    );
    for (const a of answers) expect(a.statusCode).toBe(200);
    expect(await rows(u.id)).toHaveLength(1);
  });

  it("keeps each user's wish apart", async () => {
    const asked = await createTestUser(t);
    const other = await createTestUser(t);
    await t.app.inject({ method: 'POST', url: '/api/notify-me', headers: asked.auth });
    const res = await t.app.inject({ method: 'GET', url: '/api/notify-me', headers: other.auth });
    expect(res.json()).toEqual({ notified: false, since: null });
  });

  it('drops the wish with the account', async () => {
    const u = await createTestUser(t);
    await t.app.inject({ method: 'POST', url: '/api/notify-me', headers: u.auth });
    await t.db.kysely.deleteFrom('users').where('id', '=', u.id).execute();
    expect(await rows(u.id)).toHaveLength(0);
  });

  it('limits how often one account may ask', async () => {
    const u = await createTestUser(t);
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) codes.push((await t.app.inject({ method: 'POST', url: '/api/notify-me', headers: u.auth })).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    const last = await t.app.inject({ method: 'POST', url: '/api/notify-me', headers: u.auth });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const other = await createTestUser(t);
    const fresh = await t.app.inject({ method: 'POST', url: '/api/notify-me', headers: other.auth });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a body with fields it does not know, and records nothing', async () => {
    const u = await createTestUser(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/notify-me', headers: u.auth, payload: { userId: 'someone-else' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(await rows(u.id)).toHaveLength(0);
  });
});
