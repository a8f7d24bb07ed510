import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestExpert } from '../../helpers/experts';
import { book, inHours, insertGig, ledgerOf } from '../bookings/bookings-fixtures';
import { earningsOf, expertWithEarnings, saveAccount, withdraw } from './earnings-fixtures';

/**
 * Withdrawals under load, as bookings are (bookings-concurrency): the requests really run
 * at once (app.inject in parallel; on PostgreSQL over a pool of 20 connections), and the wallet's
 * lock decides who wins. The write limit is raised so that every request reaches the database.
 */
describe(`withdrawals under concurrency on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  });
  afterAll(async () => t.close());

  const payoutsOf = (userId: string) =>
    t.db.kysely.selectFrom('payouts').select(['id', 'credits']).where('user_id', '=', userId).execute();

  it('100 withdrawals at once against 550 available: 5 succeed, the balance never goes below zero', async () => {
    const { expert } = await expertWithEarnings(t, 2, 275);
    await saveAccount(t, expert, { method: 'upi', upiId: 'busy.expert@okhdfc' });
    const results = await Promise.all(Array.from({ length: 100 }, () => withdraw(t, expert, 100)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 402)).toHaveLength(95);
    const ledger = await ledgerOf(t, expert.id);
    expect(ledger.byKind.withdrawal).toEqual({ n: 5, total: -500 });
    expect(ledger.sum).toBe(50);
    expect(await earningsOf(t, expert)).toMatchObject({
      available: 50,
      withdrawn: 500,
      balance: 50,
      released: 550,
    });
    // Every payout has exactly its one withdrawal entry.
    const payouts = await payoutsOf(expert.id);
    expect(payouts).toHaveLength(5);
    const entries = await t.db.kysely
      .selectFrom('wallet_ledger')
      .select(['payout_id', 'credits'])
      .where('user_id', '=', expert.id)
      .where('kind', '=', 'withdrawal')
      .execute();
    expect(new Set(entries.map((e) => e.payout_id))).toEqual(new Set(payouts.map((p) => p.id)));
  });

  it('100 withdrawals of varied sizes and 20 bookings by the same expert at once never overspend the wallet', async () => {
    const { expert } = await expertWithEarnings(t, 2, 500);
    await saveAccount(t, expert, {
      method: 'bank',
      holderName: 'Busy Expert',
      accountNumber: '987654321012',
      ifsc: 'ICIC0004321',
    });
    const other = await createTestExpert(t);
    const otherGig = await insertGig(t, other, { credits: { basic: 90 } });
    const requests = [
      ...Array.from({ length: 100 }, (_, i) => withdraw(t, expert, 100 + (i % 4) * 50)),
      ...Array.from({ length: 20 }, (_, i) => book(t, expert, otherGig, { times: inHours(t, 400 + i * 3) })),
    ];
    const results = await Promise.all(requests);
    expect(results.every((r) => [201, 402].includes(r.statusCode))).toBe(true);
    const ledger = await ledgerOf(t, expert.id);
    expect(ledger.sum).toBeGreaterThanOrEqual(0);
    const won = results.slice(0, 100).filter((r) => r.statusCode === 201);
    const withdrawn = won.reduce(
      (s, r) => s + r.json<{ withdrawal: { credits: number } }>().withdrawal.credits,
      0,
    );
    const booked = results.slice(100).filter((r) => r.statusCode === 201).length * 90;
    expect(withdrawn + booked).toBeLessThanOrEqual(1000);
    expect(ledger.sum).toBe(1000 - withdrawn - booked);
    expect(ledger.byKind.withdrawal?.total ?? 0).toBe(-withdrawn);
    expect((await earningsOf(t, expert)).available).toBe(ledger.sum);
  });
});
