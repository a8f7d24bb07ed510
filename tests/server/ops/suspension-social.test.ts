import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SUSPENDED_CODE, accountSuspendedMessage } from '#shared/domain/suspension-answers';
import { startAuthEmulator, type AuthEmulator } from '../../helpers/firebase-emulator';
import { socialIdToken } from '../../helpers/social-sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { act, actingOperator, me } from './suspension-fixtures';

/** A suspended account signing in with Google is refused as by password, and a token from before with it. */
describe(`a suspended account's social sign-in on ${testDbKind()}`, () => {
  let emulator: AuthEmulator;
  let t: TestApp;
  beforeAll(async () => {
    emulator = await startAuthEmulator();
    t = await createTestApp({ FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await emulator?.stop();
  });

  const social = (idToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/social', headers: { 'user-agent': 'vitest' }, payload: { idToken } });

  it('refuses the provider sign-in with the suspension, and signs in again once lifted', async () => {
    const email = `sus.${Date.now().toString(36)}@example.com`;
    const sub = `sub-${Date.now().toString(36)}`;
    const first = await social(await socialIdToken(emulator.host, 'google.com', { sub, email, email_verified: true, name: 'Sue Spended' }));
    expect(first.statusCode, first.body).toBe(200);
    const { token, user } = first.json<{ token: string; user: { _id: string } }>();
    const account = { auth: { authorization: `Bearer ${token}` } };

    const trust = await actingOperator(t);
    expect((await act(t, trust, user._id, 'suspend', { reason: 'Fake reviews from linked accounts' })).statusCode).toBe(200);
    expect((await me(t, account)).statusCode).toBe(401);
    const refused = await social(await socialIdToken(emulator.host, 'google.com', { sub, email, email_verified: true }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: ACCOUNT_SUSPENDED_CODE, message: accountSuspendedMessage(null) });

    t.clock.advance(1000);
    expect((await act(t, trust, user._id, 'lift', { reason: 'The reviews were genuine' })).statusCode).toBe(200);
    expect((await social(await socialIdToken(emulator.host, 'google.com', { sub, email, email_verified: true }))).statusCode).toBe(200);
  });
});
