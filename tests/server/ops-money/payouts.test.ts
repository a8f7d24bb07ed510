import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_MONEY_CODES, OPS_MONEY_MESSAGES } from '#shared/domain/ops-money';
import { OPERATOR_REASON_TOO_SHORT_MESSAGE } from '#shared/domain/operator-roles';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { balanceOf, consoleCall, failedPayout, steppedUp } from './money-fixtures';

type Account = Awaited<ReturnType<typeof steppedUp>>;

/**
 * Finance's payouts: the waiting and the failed ones, oldest first; a failed one retried (a new payout
 * takes the credits from the wallet again) or returned (they stay in the wallet), each once, with one
 * audit row; 409 for a payout resolved meanwhile or credits no longer there.
 */
describe(`finance's payouts in the console on ${testDbKind()}`, () => {
  let t: TestApp;
  let finance: Account;
  beforeAll(async () => {
    t = await createTestApp();
    finance = await steppedUp(t, ['finance']);
  });
  afterAll(async () => t.close());

  const queue = async () => (await consoleCall(t, finance, 'opsPayouts', '/api/ops/payouts')).body;
  const act = (payoutId: string, verb: 'retry' | 'return', reason: unknown = 'Checked with the bank') =>
    consoleCall(t, finance, verb === 'retry' ? 'opsPayoutRetry' : 'opsPayoutReturn', `/api/ops/payouts/${payoutId}/${verb}`, { reason });
  const payoutsOf = (userId: string) => t.db.kysely.selectFrom('payouts').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

  it('lists failed payouts oldest first and retries one: a new payout and a withdrawal, once', async () => {
    const user = await createTestUser(t);
    const older = await failedPayout(t, user.id, 150, 400);
    t.clock.advance(60_000);
    const newer = await failedPayout(t, user.id, 120, 0);
    const failedIds = (await queue()).failed.map((p) => p.id);
    expect(failedIds.indexOf(older)).toBeLessThan(failedIds.indexOf(newer));
    expect(await balanceOf(t, user.id)).toBe(400);

    const retried = await act(older, 'retry', 'The bank is back online');
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const retryId = String(retried.body.retryPayoutId);
    expect(retried.body).toEqual({ payoutId: older, outcome: 'retried', retryPayoutId: retryId });
    const rows = await payoutsOf(user.id);
    expect(rows.find((p) => p.id === retryId)).toMatchObject({ status: 'requested', credits: 150, masked: 'ex•••@okbank' });
    // The failed payout's withdrawal and return sum to zero; the retry's withdrawal takes the 150 again.
    expect(await balanceOf(t, user.id)).toBe(250);
    const retryEntries = await t.db.kysely.selectFrom('wallet_ledger').select(['kind', 'credits']).where('payout_id', '=', retryId).execute();
    expect(retryEntries.map((e) => [e.kind, Number(e.credits)])).toEqual([['withdrawal', -150]]);
    const job = await t.db.kysely.selectFrom('jobs').select(['kind', 'status']).where('key', '=', retryId).executeTakeFirst();
    expect(job).toEqual({ kind: 'payout.settle', status: 'pending' });
    const after = await queue();
    expect(after.failed.map((p) => p.id)).not.toContain(older);
    expect(after.waiting.map((p) => p.id)).toContain(retryId);
    const audit = await t.db.kysely.selectFrom('audit_log').selectAll().where('target_id', '=', older).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'payouts.retry', role: 'finance', operator_id: finance.id, reason: 'The bank is back online' });

    // Resolved already: 409 with what happened, nothing more moves.
    const again = await act(older, 'return');
    expect(again).toMatchObject({ status: 409, body: { code: OPS_MONEY_CODES.payoutChanged, message: OPS_MONEY_MESSAGES.payoutResolved('retried'), fields: { outcome: 'retried', retryPayoutId: retryId } } });
    expect(await balanceOf(t, user.id)).toBe(250);
  });

  it('returns a failed payout to the wallet for good: no entry, out of the queue, one audit row', async () => {
    const user = await createTestUser(t);
    const id = await failedPayout(t, user.id, 100, 100);
    const res = await act(id, 'return', 'The account was closed by the bank');
    expect(res).toMatchObject({ status: 200, body: { payoutId: id, outcome: 'returned', retryPayoutId: null } });
    expect(await balanceOf(t, user.id)).toBe(100);
    expect((await queue()).failed.map((p) => p.id)).not.toContain(id);
    expect((await act(id, 'retry')).status).toBe(409);
    expect((await payoutsOf(user.id)).map((p) => p.status)).toEqual(['failed']);
  });

  it('refuses a retry when the credits are no longer available (409), a requested payout (409) and a short reason (400)', async () => {
    const user = await createTestUser(t);
    // Earned 100, withdrew 100, it failed and came back; then 60 of it was spent (a hold elsewhere).
    const id = await failedPayout(t, user.id, 100, 100);
    await t.db.kysely
      .insertInto('wallet_ledger')
      .values({ id: `spent-${id}`, user_id: user.id, kind: 'withdrawal', credits: -60, booking_id: null, payment_id: null, payout_id: null, description: '', note_json: null, created_at: t.clock.now().toISOString() })
      .execute();
    const short = await act(id, 'retry');
    expect(short).toMatchObject({ status: 409, body: { code: OPS_MONEY_CODES.payoutShort, message: OPS_MONEY_MESSAGES.payoutShort(40, 100) } });
    const bad = await act(id, 'return', 'no');
    expect(bad).toMatchObject({ status: 400 });
    expect(JSON.stringify(bad.body)).toContain(OPERATOR_REASON_TOO_SHORT_MESSAGE);
    expect((await queue()).failed.map((p) => p.id)).toContain(id);
    await t.db.kysely.updateTable('payouts').set({ status: 'requested' }).where('id', '=', id).execute();
    expect((await act(id, 'return')).body).toMatchObject({ code: OPS_MONEY_CODES.payoutChanged, message: OPS_MONEY_MESSAGES.payoutNotFailed('requested') });
    expect((await queue()).waiting.map((p) => p.id)).toContain(id);
    expect(await t.db.kysely.selectFrom('audit_log').select('id').where('target_id', '=', id).execute()).toHaveLength(0);
  });
});
