import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, signTestSession } from '../../helpers/users';

/** The interface language kept on the account, so every device and the emails follow it. */
describe(`the account's interface language on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is null until chosen, then kept as chosen; another user keeps theirs', async () => {
    const me = await createTestUser(t);
    const other = await createTestUser(t);
    const mine = { authorization: `Bearer ${await signTestSession(t, me.id)}` };
    const theirs = { authorization: `Bearer ${await signTestSession(t, other.id)}` };
    const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/account/language', headers });

    expect((await get(mine)).json()).toEqual({ language: null });
    const set = await t.app.inject({ method: 'PUT', url: '/api/account/language', headers: mine, payload: { language: 'ar' } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ language: 'ar' });
    expect((await get(mine)).json()).toEqual({ language: 'ar' });
    expect((await get(theirs)).json()).toEqual({ language: null });
  });

  it('refuses a language that is not one of the five and changes nothing', async () => {
    const me = await createTestUser(t);
    const headers = { authorization: `Bearer ${await signTestSession(t, me.id)}` };
    await t.app.inject({ method: 'PUT', url: '/api/account/language', headers, payload: { language: 'ko' } });
    const bad = await t.app.inject({ method: 'PUT', url: '/api/account/language', headers, payload: { language: 'de' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION' });
    expect((await t.app.inject({ method: 'GET', url: '/api/account/language', headers })).json()).toEqual({ language: 'ko' });
  });

  it('asks for a session', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/account/language', payload: { language: 'fr' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('code');
  });
});
