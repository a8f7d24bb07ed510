import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '#bench/soak/checks';
import { newTold, type Told } from '#bench/soak/users';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { book, inHours, inject, insertGig, topUp } from '../bookings/bookings-fixtures';

/**
 * The soak's end-of-run audit (bench/soak/checks.ts) passes a consistent marketplace and catches
 * each kind of damage it is there to catch: a lost booking, a doubled request, a missing refund,
 * a wallet the API misreports, credits that appear from nowhere.
 */
describe('the soak audit', () => {
  let t: TestApp;
  let told: Told;
  let buyer: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert);
    buyer = await createTestUser(t);
    await topUp(t, buyer, 100);
    told = newTold();
    told.topups.set(buyer.id, 100);
    for (const hours of [30, 40, 50]) {
      const requestId = randomUUID();
      const res = await book(t, buyer, gigId, { times: inHours(t, hours), requestId });
      const id = (res.json<{ booking: { _id: string } }>()).booking._id;
      told.byRequest.set(requestId, new Set([id]));
      told.bookings.set(id, { buyerId: buyer.id, requestId });
    }
    const [first] = told.bookings.keys();
    await inject(t, 'POST', `/api/bookings/${first ?? ''}/cancel`, buyer);
    const wallet = (await inject(t, 'GET', '/api/wallet', buyer)).json<{
      wallet: { balance: number; held: number };
    }>();
    told.finalWallets.set(buyer.id, wallet.wallet);
  });
  afterAll(async () => {
    await t.close();
  });

  const run = (changes: Partial<Told> = {}) =>
    audit(t.db.kysely, { ...told, ...changes }, [{ id: buyer.id, email: buyer.email }]);

  it('finds a consistent run consistent', async () => {
    const verdict = await run();
    expect(verdict.failures).toEqual([]);
    expect(verdict.figures['holds + refunds + releases + held (must be 0)']).toBe(0);
    expect(verdict.figures['credits topped up']).toBe(100);
  });

  it('reports a booking a client was told about that does not exist, and a request answered with two bookings', async () => {
    const lost = new Map(told.bookings);
    lost.set(randomUUID(), { buyerId: buyer.id, requestId: randomUUID() });
    const [requestId] = told.byRequest.keys();
    const doubled = new Map(told.byRequest);
    doubled.set(requestId ?? '', new Set(['a', 'b']));
    const verdict = await run({ bookings: lost, byRequest: doubled });
    expect(verdict.failures.some((f) => f.startsWith('lost booking'))).toBe(true);
    expect(verdict.failures.some((f) => f.startsWith('double booking'))).toBe(true);
  });

  it('reports a wallet the API misreported', async () => {
    const wrong = new Map([[buyer.id, { balance: 1, held: 0 }]]);
    expect((await run({ finalWallets: wrong })).failures.some((f) => f.includes('API says'))).toBe(true);
  });

  it('reports a missing refund and credits that came from nowhere', async () => {
    const refund = await t.db.kysely
      .selectFrom('wallet_ledger')
      .selectAll()
      .where('kind', '=', 'refund')
      .executeTakeFirstOrThrow();
    await t.db.kysely.deleteFrom('wallet_ledger').where('id', '=', refund.id).execute();
    const verdict = await run();
    expect(verdict.failures.some((f) => f.includes('has refunds []'))).toBe(true);
    expect(verdict.failures.some((f) => f.startsWith('holds + refunds + releases'))).toBe(true);
    await t.db.kysely.insertInto('wallet_ledger').values(refund).execute();
    expect((await run()).failures).toEqual([]);
  });
});
