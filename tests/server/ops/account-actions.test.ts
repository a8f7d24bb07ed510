import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ACTIONS, OPS_ACCOUNT_MESSAGES } from '#shared/domain/ops-account-actions';
import { OPERATOR_REASON_TOO_SHORT_MESSAGE } from '#shared/domain/operator-roles';
import { createTestExpert } from '../../helpers/experts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, signTestSession } from '../../helpers/users';
import { bookOk, insertGig, topUp } from '../bookings/bookings-fixtures';
import { act, actingOperator, auditOf, me, userRow } from './suspension-fixtures';

const REASON = 'Asked by the owner through support';

/** Support's account actions on the console's user page: sign out every device, verify the email, start the deletion. */
describe(`the console's account actions on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('signs out every device of the account at once, audited', async () => {
    const user = await createTestUser(t);
    const other = { auth: { authorization: `Bearer ${await signTestSession(t, user.id, 'phone')}` } };
    const support = await actingOperator(t, ['support']);
    const res = await act(t, support, user.id, 'sign-out', { reason: REASON });
    expect(res.json()).toMatchObject({ signedOut: 2 });
    expect((await me(t, user)).statusCode).toBe(401);
    expect((await me(t, other)).statusCode).toBe(401);
    const audit = await auditOf(t, user.id);
    expect(audit.map((a) => [a.action, a.role, a.operator_id, a.before_json, a.after_json])).toEqual([
      [ACCOUNT_ACTIONS.signOut, 'support', support.id, JSON.stringify({ sessions: 2 }), JSON.stringify({ sessions: 0 })],
    ]);
  });

  it('marks an email verified once; a second time answers 409 and writes nothing', async () => {
    const user = await createTestUser(t, { verified: false });
    const support = await actingOperator(t, ['support']);
    const short = await act(t, support, user.id, 'verify-email', { reason: 'ok' });
    expect(short.json()).toMatchObject({ fields: { reason: OPERATOR_REASON_TOO_SHORT_MESSAGE } });
    expect((await userRow(t, user.id)).email_verified).toBe(0);
    expect((await act(t, support, user.id, 'verify-email', { reason: REASON })).statusCode).toBe(200);
    expect((await userRow(t, user.id)).email_verified).toBe(1);
    const again = await act(t, support, user.id, 'verify-email', { reason: REASON });
    expect({ status: again.statusCode, body: again.json() }).toMatchObject({ status: 409, body: { message: OPS_ACCOUNT_MESSAGES.alreadyVerified } });
    expect(await auditOf(t, user.id)).toHaveLength(1);
  });

  it('deletes an account as its owner would, refused while a booking is open, and 409 once deleted', async () => {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert);
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 10);
    await bookOk(t, buyer, gigId);
    const support = await actingOperator(t, ['support']);
    const blocked = await act(t, support, buyer.id, 'delete', { reason: REASON });
    expect(blocked.statusCode).toBe(409);
    expect((await userRow(t, buyer.id)).deleted_at).toBeNull();
    expect(await auditOf(t, buyer.id)).toEqual([]);

    const user = await createTestUser(t);
    const done = await act(t, support, user.id, 'delete', { reason: REASON });
    expect(done.statusCode, done.body).toBe(200);
    const row = await userRow(t, user.id);
    expect(row.deleted_at).toBe(t.clock.now().toISOString());
    expect(row.email).not.toBe(user.email);
    expect((await me(t, user)).statusCode).toBe(401);
    expect((await auditOf(t, user.id)).map((a) => a.action)).toEqual([ACCOUNT_ACTIONS.delete]);
    const again = await act(t, support, user.id, 'delete', { reason: REASON });
    expect({ status: again.statusCode, code: again.json<{ code: string }>().code }).toEqual({ status: 409, code: 'ACCOUNT_DELETED' });
  });

  it('leaves these actions to support: trust and viewers are refused', async () => {
    const user = await createTestUser(t, { verified: false });
    for (const role of ['trust', 'viewer'] as const) {
      const op = await actingOperator(t, [role]);
      expect((await act(t, op, user.id, 'verify-email', { reason: REASON })).statusCode).toBe(403);
    }
    expect((await userRow(t, user.id)).email_verified).toBe(0);
  });
});
