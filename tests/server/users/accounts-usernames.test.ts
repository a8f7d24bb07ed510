import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInResponseSchema } from '#shared/contract/http/users';
import { createTestExpert } from '../../helpers/experts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, TEST_PASSWORD } from '../../helpers/users';
import { bookOk, inject, insertGig } from '../bookings/bookings-fixtures';

/**
 * A new account's username says nothing of its email address (it is public: GET
 * /api/users/check-username answers anyone), and an expert sees a buyer by the name they chose,
 * never their username.
 */
let t: TestApp;
let ips = 0;
const nextIp = () => `10.42.${Math.floor((ips += 1) / 250) % 250}.${ips % 250}`;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const signUp = async (name: string, email: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/users/signup', remoteAddress: nextIp(), payload: { name, emailOrUsername: email, password: TEST_PASSWORD } });
  expect(res.statusCode, res.body).toBe(201);
  const login = await t.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress: nextIp(), payload: { emailOrUsername: email, password: TEST_PASSWORD } });
  return signInResponseSchema.parse(login.json()).user;
};
const available = async (username: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/users/check-username?username=${username}`, remoteAddress: nextIp() })).json<{ available: boolean }>().available;

describe(`usernames on ${testDbKind()}`, () => {
  it("makes a new account's username from its name and a random number, not from the email", async () => {
    const first = await signUp('Ada Lovelace', 'secret.handle@example.com');
    const second = await signUp('Ada Lovelace', 'secret.handle2@example.com');
    for (const user of [first, second]) {
      expect(user.username).toMatch(/^ada\.lovelace\.\d{4}$/);
      expect(user.username).not.toContain('secret');
    }
    expect(second.username).not.toBe(first.username);
    // The address's part before '@' is not taken by anyone: the check tells nothing about the account.
    expect(await available('secret.handle')).toBe(true);
    expect(await available(first.username)).toBe(false);
    const arabic = await signUp('ليلى حداد', 'layla@example.com');
    expect(arabic.username).toMatch(/^user\.\d{4}$/);
  });

  it("shows an expert the buyer's chosen name in bookings, never the username", async () => {
    const expert = await createTestExpert(t);
    const buyer = await createTestUser(t, { name: 'Bea Buyer' });
    await inject(t, 'POST', '/api/wallet/checkout', buyer, { credits: 100 });
    const gigId = await insertGig(t, expert);
    const booking = await bookOk(t, buyer, gigId);
    const username = (await t.db.kysely.selectFrom('users').select('username').where('id', '=', buyer.id).executeTakeFirstOrThrow()).username;
    const list = await inject(t, 'GET', '/api/bookings/expert', expert);
    expect(list.statusCode, list.body).toBe(200);
    const one = await inject(t, 'GET', `/api/bookings/${booking._id}`, expert);
    for (const body of [list.body, one.body]) {
      expect(body).toContain('"buyer":{"name":"Bea Buyer"}');
      expect(body).not.toContain(username);
    }
  });
});
