import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';

/** GET /api/users/check-username: the username rule, then users and expert profiles, case-insensitively. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function available(username: string, auth: Record<string, string> = {}): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: `/api/users/check-username?username=${encodeURIComponent(username)}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json<{ available: boolean }>()).available;
}

describe('GET /api/users/check-username', () => {
  it('answers true for a free name that follows the rule', async () => {
    expect(await available('fresh.name_42')).toBe(true);
    expect(await available('abc')).toBe(true);
  });

  it('answers false for a name breaking the rule', async () => {
    for (const bad of ['', 'ab', '.abc', 'abc.', '_abc', 'abc_', 'a..bc', 'a__bc', 'a._bc', 'a b c', 'abc!', 'ab-c', 'x'.repeat(31)]) {
      expect(await available(bad), bad).toBe(false);
    }
  });

  it("answers false for another user's account username and for an expert username, in any case", async () => {
    const user = await createTestUser(t);
    const account = await t.db.kysely.selectFrom('users').select('username').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(await available(account.username)).toBe(false);
    expect(await available(account.username.toUpperCase())).toBe(false);
    await createTestExpert(t, { userName: 'Grace.Hopper' });
    expect(await available('Grace.Hopper')).toBe(false);
    expect(await available('grace.hopper')).toBe(false);
    expect(await available('grace.hopper2')).toBe(true);
  });

  it("lets a signed-in user take their own account username as expert username", async () => {
    const user = await createTestUser(t);
    const account = await t.db.kysely.selectFrom('users').select('username').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(await available(account.username, user.auth)).toBe(true);
    expect(await available(account.username)).toBe(false);
  });

  it('refuses an over-long query', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/check-username?username=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/bookings/expert', () => {
  it('answers the expert bookings list (empty until bookings exist) and refuses non-experts', async () => {
    const expert = await createTestExpert(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/bookings/expert', headers: expert.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ bookings: [] });
    const user = await createTestUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings/expert', headers: user.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings/expert' })).statusCode).toBe(401);
  });
});
