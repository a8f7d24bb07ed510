import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPUP_REQUEST_REUSED_MESSAGE } from '#shared/contract/http/wallet';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { balanceOf, inject, ledgerOf } from '../bookings/bookings-fixtures';

type Checkout = { paymentId: string; status: string; credits: number; wallet: { balance: number } };

describe(`top-up idempotency keys on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const buy = (u: { auth: Record<string, string> }, credits: number, requestId?: string) =>
    inject(t, 'POST', '/api/wallet/checkout', u, { credits, ...(requestId ? { requestId } : {}) });
  const paymentsOf = (userId: string) =>
    t.db.kysely.selectFrom('payments').selectAll().where('user_id', '=', userId).execute();

  it('answers a repeated request id with the first purchase and pays once', async () => {
    const u = await createTestUser(t);
    const requestId = randomUUID();
    const first = await buy(u, 40, requestId);
    expect(first.statusCode).toBe(201);
    // The repeat answers the payment made, as it was made.
    const again = await buy(u, 40, requestId);
    expect(again.statusCode).toBe(201);
    expect(again.json<Checkout>()).toEqual(first.json<Checkout>());
    expect(first.json<Checkout>()).toMatchObject({ status: 'paid', credits: 40, wallet: { balance: 40 } });
    expect(await paymentsOf(u.id)).toHaveLength(1);
    expect((await ledgerOf(t, u.id)).byKind).toEqual({ topup: { n: 1, total: 40 } });
  });

  it('makes one payment of concurrent requests with the same id', async () => {
    const u = await createTestUser(t);
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => buy(u, 25, requestId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.json<Checkout>().paymentId)).size).toBe(1);
    expect(await paymentsOf(u.id)).toHaveLength(1);
    expect(await balanceOf(t, u)).toMatchObject({ balance: 25 });
  });

  it('settles a payment the server left pending when the retry comes', async () => {
    const u = await createTestUser(t);
    const requestId = randomUUID();
    // What a server killed between recording the payment and settling it leaves behind.
    const now = t.clock.now().toISOString();
    await t.db.kysely
      .insertInto('payments')
      .values({
        id: randomUUID(),
        user_id: u.id,
        provider: 'test',
        provider_ref: null,
        credits: 15,
        amount_minor: 15_000,
        currency: 'INR',
        status: 'pending',
        request_id: requestId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await balanceOf(t, u)).toMatchObject({ balance: 0 });
    const retry = await buy(u, 15, requestId);
    expect(retry.statusCode).toBe(201);
    expect(retry.json<Checkout>()).toMatchObject({ status: 'paid', wallet: { balance: 15 } });
    const payments = await paymentsOf(u.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'paid', request_id: requestId, id: retry.json<Checkout>().paymentId });
    expect((await buy(u, 15, requestId)).json<Checkout>()).toMatchObject({ wallet: { balance: 15 } });
  });

  it('refuses a request id reused for another amount and changes nothing', async () => {
    const u = await createTestUser(t);
    const requestId = randomUUID();
    await buy(u, 10, requestId);
    const reused = await buy(u, 11, requestId);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ code: 'REQUEST_ID_REUSED', message: TOPUP_REQUEST_REUSED_MESSAGE });
    expect(await paymentsOf(u.id)).toHaveLength(1);
    expect(await balanceOf(t, u)).toMatchObject({ balance: 10 });
  });

  it('keeps request ids per buyer, makes a new purchase without one, and checks its shape', async () => {
    const [a, b] = [await createTestUser(t), await createTestUser(t)];
    const requestId = randomUUID();
    const [fromA, fromB] = [await buy(a, 5, requestId), await buy(b, 5, requestId)];
    expect(fromA.json<Checkout>().paymentId).not.toBe(fromB.json<Checkout>().paymentId);
    await buy(a, 5);
    await buy(a, 5);
    expect(await paymentsOf(a.id)).toHaveLength(3);
    expect(await balanceOf(t, a)).toMatchObject({ balance: 15 });
    const bad = await buy(a, 5, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { requestId: expect.any(String) } });
    expect(await paymentsOf(a.id)).toHaveLength(3);
  });
});
