import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { inject, ledgerOf } from '../bookings/bookings-fixtures';
import { ACCOUNT_NUMBER_MESSAGE, IFSC_MESSAGE, UPI_ID_MESSAGE, WITHDRAW_RANGE_MESSAGE } from '#shared/domain/payouts';
import { NO_PAYOUT_ACCOUNT_MESSAGE } from '#shared/domain/payouts-answers';
import { TEST_PAYOUT_SETTLE_MS } from '#server/modules/wallet/payout-provider';
import { createPayoutJobRunner, settlePayout } from '#server/modules/wallet/payout-jobs';
import { accountOf, payoutDetailsSealer } from '#server/modules/wallet/payouts';
import { openSameDb } from '../sessions/sessions-fixtures';
import { earningsOf, expertWithEarnings, runPayouts, saveAccount, withdraw } from './earnings-fixtures';

/** The withdrawal rules: formats, masking, minimum, overspending, payout settlement, authorization. */
describe(`withdrawals on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const payoutCount = async (userId: string) =>
    Number(
      (
        await t.db.kysely
          .selectFrom('payouts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses malformed payout accounts with the field message and saves nothing', async () => {
    const expert = await createTestExpert(t);
    const cases: [object, string, string][] = [
      [{ method: 'upi', upiId: 'no-at-sign' }, 'upiId', UPI_ID_MESSAGE],
      [{ method: 'upi', upiId: 'name@123' }, 'upiId', UPI_ID_MESSAGE],
      [
        { method: 'bank', holderName: 'Asha Rao', accountNumber: '1234', ifsc: 'HDFC0001234' },
        'accountNumber',
        ACCOUNT_NUMBER_MESSAGE,
      ],
      [
        {
          method: 'bank',
          holderName: 'Asha Rao',
          accountNumber: '12345678901234567890',
          ifsc: 'HDFC0001234',
        },
        'accountNumber',
        ACCOUNT_NUMBER_MESSAGE,
      ],
      [
        { method: 'bank', holderName: 'Asha Rao', accountNumber: '123456789012', ifsc: 'HDFC1001234' },
        'ifsc',
        IFSC_MESSAGE,
      ],
      [
        { method: 'bank', holderName: 'Asha Rao', accountNumber: '123456789012', ifsc: 'HDF00001234' },
        'ifsc',
        IFSC_MESSAGE,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await saveAccount(t, expert, body);
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json().fields?.[field]).toBe(message);
    }
    expect((await saveAccount(t, expert, { method: 'paypal', email: 'a@b.c' })).statusCode).toBe(400);
    expect((await earningsOf(t, expert)).payoutAccount).toBeNull();
  });

  it('saves a UPI id or a bank account once and only ever shows it masked', async () => {
    const expert = await createTestExpert(t);
    const upi = await saveAccount(t, expert, { method: 'upi', upiId: '  rita.sharma@okicici ' });
    expect(upi.statusCode).toBe(200);
    expect(upi.json()).toEqual({ payoutAccount: { method: 'upi', masked: 'ri•••@okicici' } });
    expect(upi.body).not.toContain('rita.sharma');

    // Replacing it: a bank account, spaces and a lower-case IFSC normalised.
    const bank = await saveAccount(t, expert, {
      method: 'bank',
      holderName: 'Rita Sharma',
      accountNumber: '5010 0123 4567 89',
      ifsc: 'hdfc0001234',
    });
    expect(bank.statusCode).toBe(200);
    expect(bank.json()).toEqual({ payoutAccount: { method: 'bank', masked: 'A/c ••••6789 · HDFC0001234' } });
    const page = await inject(t, 'GET', '/api/wallet/earnings', expert);
    expect(page.json().payoutAccount).toEqual({ method: 'bank', masked: 'A/c ••••6789 · HDFC0001234' });
    expect(page.body).not.toContain('50100123456789');
    expect(page.body).not.toContain('Rita Sharma');
  });

  it('needs a saved account, at least 100 credits, whole credits, and no more than is available; a refusal changes nothing', async () => {
    const { expert } = await expertWithEarnings(t, 1, 150);
    const none = await withdraw(t, expert, 100);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'NO_PAYOUT_ACCOUNT', message: NO_PAYOUT_ACCOUNT_MESSAGE });
    await saveAccount(t, expert, { method: 'upi', upiId: 'rules@okaxis' });
    for (const credits of [99, 0, -100, 100.5]) {
      const res = await withdraw(t, expert, credits);
      expect([credits, res.statusCode]).toEqual([credits, 400]);
      expect(res.json().fields?.credits).toBe(WITHDRAW_RANGE_MESSAGE);
    }
    const over = await withdraw(t, expert, 151);
    expect(over.statusCode).toBe(402);
    expect(over.json()).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      message: 'You can withdraw up to 150 credits (₹1,500).',
    });
    expect(await payoutCount(expert.id)).toBe(0);
    expect((await ledgerOf(t, expert.id)).byKind.withdrawal).toBeUndefined();

    expect((await withdraw(t, expert, 150)).statusCode).toBe(201);
    const empty = await withdraw(t, expert, 100);
    expect(empty.statusCode).toBe(402);
    expect(empty.json().message).toBe(
      'You can withdraw once at least 100 credits (₹1,000) of your earnings are available.',
    );
    expect(await earningsOf(t, expert)).toMatchObject({ available: 0, withdrawn: 150, balance: 0 });
  });

  it('a repeated request id answers the first withdrawal and takes the credits once', async () => {
    const { expert } = await expertWithEarnings(t, 1, 300);
    await saveAccount(t, expert, { method: 'upi', upiId: 'retry@okaxis' });
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(t, expert, 100, requestId)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().withdrawal._id)).size).toBe(1);
    expect((await ledgerOf(t, expert.id)).byKind.withdrawal).toEqual({ n: 1, total: -100 });
    expect((await withdraw(t, expert, 200, requestId)).statusCode).toBe(409);
  });

  it('the payout job pays a requested withdrawal out once the provider settles it, on the injected clock', async () => {
    const { expert } = await expertWithEarnings(t, 1, 200);
    await saveAccount(t, expert, {
      method: 'bank',
      holderName: 'Paid Person',
      accountNumber: '123456789012',
      ifsc: 'SBIN0000123',
    });
    const id = (await withdraw(t, expert, 200)).json().withdrawal._id as string;
    await runPayouts(t);
    const sent = await t.db.kysely
      .selectFrom('payouts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(sent).toMatchObject({
      status: 'requested',
      provider: 'test',
      provider_ref: `test_payout_${id}`,
      amount_minor: 200 * 10 * 100,
    });
    t.clock.advance(TEST_PAYOUT_SETTLE_MS - 1000);
    await runPayouts(t);
    expect((await earningsOf(t, expert)).withdrawals[0]?.status).toBe('requested');
    t.clock.advance(1000);
    await runPayouts(t);
    const e = await earningsOf(t, expert);
    expect(e.withdrawals[0]?.status).toBe('paid');
    expect(e).toMatchObject({ withdrawn: 200, available: 0, balance: 0 });
    expect((await ledgerOf(t, expert.id)).byKind.withdrawal_return).toBeUndefined();
    // Settled: asking again changes nothing.
    expect(await settlePayout(t.deps, id, { status: 'failed', reason: 'late' })).toBe('unchanged');
    expect((await ledgerOf(t, expert.id)).byKind.withdrawal_return).toBeUndefined();
  });

  it('keeps payout details sealed at rest: neither row names the account, and only the row of its owner opens it', async () => {
    const { expert } = await expertWithEarnings(t, 1, 200);
    const account = { method: 'bank', holderName: 'Sealed Person', accountNumber: '987654321098', ifsc: 'HDFC0004321' };
    expect((await saveAccount(t, expert, account)).statusCode).toBe(200);
    const id = (await withdraw(t, expert, 200)).json().withdrawal._id as string;
    const saved = await t.db.kysely.selectFrom('payout_accounts').selectAll().where('user_id', '=', expert.id).executeTakeFirstOrThrow();
    const payout = await t.db.kysely.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    for (const stored of [saved.details_json, payout.details_json]) {
      expect(stored).not.toContain('987654321098');
      expect(stored).not.toContain('HDFC0004321');
      expect(stored).not.toContain('Sealed Person');
    }
    const sealer = payoutDetailsSealer(t.deps.jwtSecret);
    expect(accountOf(sealer, payout)).toEqual(account);
    expect(() => accountOf(sealer, { ...payout, user_id: 'someone-else' })).toThrow();
    // The payout job reads it back and pays out.
    await runPayouts(t);
    const sent = await t.db.kysely.selectFrom('payouts').select('provider_ref').where('id', '=', id).executeTakeFirstOrThrow();
    expect(sent.provider_ref).toBe(`test_payout_${id}`);
  });

  it('a failed payout returns its credits exactly once, even settled by two instances at once', async () => {
    const { expert } = await expertWithEarnings(t, 1, 250);
    await saveAccount(t, expert, { method: 'upi', upiId: 'failure@okaxis' });
    const id = (await withdraw(t, expert, 250)).json().withdrawal._id as string;
    expect(await earningsOf(t, expert)).toMatchObject({ available: 0, withdrawn: 250, balance: 0 });
    await runPayouts(t);
    t.clock.advance(TEST_PAYOUT_SETTLE_MS);
    // PostgreSQL: a second pool, as another instance has. SQLite: the one connection of the one
    // process that owns the file (as the settlement suite does).
    const second = testDbKind() === 'postgres' ? openSameDb(t) : t.db;
    try {
      await Promise.all([
        createPayoutJobRunner(t.deps, t.app.log).runDue(),
        createPayoutJobRunner({ ...t.deps, db: second }, t.app.log).runDue(),
        settlePayout(t.deps, id, { status: 'failed', reason: 'a duplicate delivery' }),
        settlePayout({ ...t.deps, db: second }, id, { status: 'failed', reason: 'a duplicate delivery' }),
      ]);
    } finally {
      if (second !== t.db) await second.close();
    }
    const e = await earningsOf(t, expert);
    expect(e.withdrawals[0]?.status).toBe('failed');
    expect(e).toMatchObject({ available: 250, withdrawn: 0, balance: 250 });
    expect((await ledgerOf(t, expert.id)).byKind.withdrawal_return).toEqual({ n: 1, total: 250 });
    expect(await settlePayout(t.deps, id, { status: 'paid' })).toBe('unchanged');
    expect(await settlePayout(t.deps, id, { status: 'failed', reason: 'again' })).toBe('unchanged');
    expect((await ledgerOf(t, expert.id)).byKind.withdrawal_return).toEqual({ n: 1, total: 250 });
  });

  it('authorization comes first: 401 anonymous and 403 for a buyer, even with a bad body; each expert sees only their own', async () => {
    const buyer = await createTestUser(t);
    for (const [res, code] of [
      [await inject(t, 'GET', '/api/wallet/earnings', null), 401],
      [await saveAccount(t, null, { method: 'upi', upiId: 'bad' }), 401],
      [await withdraw(t, null, 1), 401],
      [await inject(t, 'GET', '/api/wallet/earnings', buyer), 403],
      [await saveAccount(t, buyer, { method: 'upi', upiId: 'bad' }), 403],
      [await withdraw(t, buyer, 1), 403],
      [await withdraw(t, buyer, 100), 403],
    ] as const)
      expect(res.statusCode).toBe(code);
    expect(await payoutCount(buyer.id)).toBe(0);

    const { expert } = await expertWithEarnings(t, 1, 100);
    await saveAccount(t, expert, { method: 'upi', upiId: 'mine@okaxis' });
    expect((await withdraw(t, expert, 100)).statusCode).toBe(201);
    const other = await createTestExpert(t);
    const theirs = await inject(t, 'GET', '/api/wallet/earnings', other);
    expect(theirs.json()).toMatchObject({ withdrawals: [], payoutAccount: null, withdrawn: 0 });
    expect(theirs.body).not.toContain('mine');
  });

  it('limits withdrawals and account changes per account at RATE_LIMIT_WRITES_PER_MINUTE', async () => {
    const small = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '2' });
    try {
      const expert = await createTestExpert(small);
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push((await withdraw(small, expert, 100)).statusCode);
      expect(answers).toEqual([409, 409, 429]);
      for (let i = 0; i < 2; i += 1)
        expect((await saveAccount(small, expert, { method: 'upi', upiId: 'xy@okaxis' })).statusCode).toBe(
          200,
        );
      expect((await saveAccount(small, expert, { method: 'upi', upiId: 'xy@okaxis' })).statusCode).toBe(429);
    } finally {
      await small.close();
    }
  });
});
