import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, signTestSession } from '../../helpers/users';

/**
 * Whom a limit counts: a per-account limit counts the account whatever session it signs in with,
 * and a per-address limit counts anonymous callers apart from each signed-in account behind the
 * same address.
 */
describe(`rate-limit keys on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '2', RATE_LIMIT_READS_PER_MINUTE: '3' });
  });
  afterAll(async () => t?.close());

  const remove = (headers: Record<string, string>, remoteAddress = '10.9.0.1') =>
    t.app.inject({ method: 'DELETE', url: '/api/gigs/no-such-gig', headers, remoteAddress });
  const search = (headers: Record<string, string>, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/api/gigs/search?keyword=x', headers, remoteAddress });

  it('keeps counting an account that signs in again', async () => {
    const expert = await createTestExpert(t);
    for (let i = 0; i < 2; i += 1) expect((await remove(expert.auth)).statusCode).toBe(404);
    expect((await remove(expert.auth)).statusCode).toBe(429);
    // A new sign-in is a new session token, not a new allowance.
    const again = await signTestSession(t, expert.id);
    const fresh = await remove({ authorization: `Bearer ${again}` }, '10.9.0.2');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another account is counted on its own.
    const other = await createTestExpert(t);
    expect((await remove(other.auth)).statusCode).toBe(404);
  });

  it('counts callers whose tokens do not verify together, by address', async () => {
    // Each guessed token used to open an allowance of its own.
    expect((await remove({ authorization: 'Bearer guessed-1' }, '10.9.1.1')).statusCode).toBe(401);
    expect((await remove({ authorization: 'Bearer guessed-2' }, '10.9.1.1')).statusCode).toBe(401);
    expect((await remove({ authorization: 'Bearer guessed-3' }, '10.9.1.1')).statusCode).toBe(429);
    expect((await remove({}, '10.9.1.1')).statusCode).toBe(429);
    expect((await remove({ authorization: 'Bearer guessed-4' }, '10.9.1.2')).statusCode).toBe(401);
  });

  it('does not let anonymous or forged calls use up the allowance of signed-in people on the same address', async () => {
    const address = '10.9.2.1';
    const forged = { authorization: 'Bearer forged.token.here' };
    for (let i = 0; i < 3; i += 1) expect((await search(i % 2 === 0 ? forged : {}, address)).statusCode).toBe(200);
    expect((await search(forged, address)).statusCode).toBe(429);
    expect((await search({}, address)).statusCode).toBe(429);

    const alice = await createTestUser(t);
    const bob = await createTestUser(t);
    for (let i = 0; i < 3; i += 1) expect((await search(alice.auth, address)).statusCode).toBe(200);
    expect((await search(alice.auth, address)).statusCode).toBe(429);
    // Each signed-in account behind the address has its own allowance.
    expect((await search(bob.auth, address)).statusCode).toBe(200);
    // Alice's spent allowance is hers, at this address: anonymous callers elsewhere are untouched.
    expect((await search({}, '10.9.2.2')).statusCode).toBe(200);
  });
});
