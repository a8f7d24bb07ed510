import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { topUp } from '../bookings/bookings-fixtures';

/** "Download my data": the caller's own data as a JSON file, no hash, nobody else's account. */
describe(`download my data on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers a JSON attachment of the account, sign-in methods and ledger, without the password hash', async () => {
    const user = await createTestUser(t, { name: 'Dana Data' });
    const other = await createTestUser(t, { name: 'Otto Other' });
    await topUp(t, user, 120);
    await t.db.kysely
      .insertInto('user_identities')
      .values({
        id: randomUUID(),
        user_id: user.id,
        provider: 'google.com',
        subject: 'g-1',
        email: user.email,
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: user.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="qurious-my-data.json"');
    const data = res.json<{
      account: Record<string, unknown>;
      signInMethods: unknown[];
      ledger: Array<{ credits: number }>;
      gigs: unknown[];
    }>();
    expect(data.account).toMatchObject({ id: user.id, name: 'Dana Data', email: user.email });
    expect(data.signInMethods).toEqual([expect.objectContaining({ provider: 'google.com' })]);
    expect(data.ledger.map((e) => Number(e.credits))).toContain(120);
    expect(data.gigs).toEqual([]);
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('password_hash');
    expect(res.body).not.toContain(other.email);
  });
});
