import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import {
  TEST_SIGNATURE_HEADER,
  signTestWebhook,
  testWebhookSecret,
} from '#server/modules/wallet/payments';
import { TOPUP_RANGE_MESSAGE } from '#shared/domain/wallet';
import { balanceOf, inject, ledgerOf, topUp, waitForMail } from '../bookings/bookings-fixtures';

describe(`wallet on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('starts empty, labelled as test mode, and needs a signed-in user', async () => {
    const u = await createTestUser(t);
    const res = await inject(t, 'GET', '/api/wallet', u);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      wallet: {
        balance: 0,
        held: 0,
        rupeesPerCredit: 10,
        provider: { name: 'test', label: 'Test mode (no real payment)', testMode: true },
      },
      entries: [],
    });
    expect((await inject(t, 'GET', '/api/wallet', null)).statusCode).toBe(401);
    expect((await inject(t, 'POST', '/api/wallet/checkout', null, { credits: 5 })).statusCode).toBe(401);
  });

  it('buys credits at once in test mode: a top-up entry, the balance, a receipt', async () => {
    const u = await createTestUser(t);
    const res = await inject(t, 'POST', '/api/wallet/checkout', u, { credits: 120 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'paid',
      credits: 120,
      checkoutUrl: null,
      wallet: { balance: 120, held: 0 },
    });
    await topUp(t, u, 30);
    const wallet = await inject(t, 'GET', '/api/wallet', u);
    const { entries } = wallet.json<{
      entries: Array<{ kind: string; credits: number; note: unknown }>;
    }>();
    expect(entries.map((e) => [e.kind, e.credits])).toEqual(
      expect.arrayContaining([
        ['topup', 120],
        ['topup', 30],
      ]),
    );
    // What an entry is about travels as a key and its values, written by the client in the reader's language.
    expect(entries.map((e) => e.note)).toEqual(
      expect.arrayContaining([
        { key: 'bought', credits: 120, testMode: true },
        { key: 'bought', credits: 30, testMode: true },
      ]),
    );
    expect((await balanceOf(t, u)).balance).toBe(150);
    expect((await ledgerOf(t, u.id)).sum).toBe(150);
    const payment = await t.db.kysely
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', body.paymentId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      status: 'paid',
      provider: 'test',
      credits: 120,
      amount_minor: 120_00 * 10,
      currency: 'INR',
    });
    const mail = await waitForMail(t, u.email, /Credits added/);
    expect(mail.text).toContain('120 credits (₹1,200)');
    expect(mail.text).toContain('test-mode purchase');
  });

  it('refuses amounts outside 1 to 10,000 whole credits with the shared message, changing nothing', async () => {
    const u = await createTestUser(t);
    for (const credits of [0, -5, 10_001, 2.5]) {
      const res = await inject(t, 'POST', '/api/wallet/checkout', u, { credits });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TOPUP_RANGE_MESSAGE);
    }
    expect((await inject(t, 'POST', '/api/wallet/checkout', u, { credits: '50' })).statusCode).toBe(400);
    expect((await balanceOf(t, u)).balance).toBe(0);
    const payments = await t.db.kysely
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    expect(payments).toEqual([]);
  });

  describe('webhook (the path a hosted provider uses)', () => {
    const secret = () => testWebhookSecret(t.deps.jwtSecret);
    async function pendingPayment(userId: string, credits: number) {
      const id = randomUUID();
      const now = t.clock.now().toISOString();
      await t.db.kysely
        .insertInto('payments')
        .values({
          id,
          user_id: userId,
          provider: 'test',
          provider_ref: `cs_${id}`,
          credits,
          amount_minor: credits * 1000,
          currency: 'INR',
          status: 'pending',
          created_at: now,
          updated_at: now,
        })
        .execute();
      return { id, ref: `cs_${id}` };
    }
    const deliver = (raw: string, signature: string | null, provider = 'test') =>
      t.app.inject({
        method: 'POST',
        url: `/api/wallet/webhooks/${provider}`,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { [TEST_SIGNATURE_HEADER]: signature } : {}),
        },
        payload: raw,
      });

    it('settles a pending payment once, however often the event is delivered', async () => {
      const u = await createTestUser(t);
      const p = await pendingPayment(u.id, 40);
      const raw = JSON.stringify({ type: 'payment.succeeded', providerRef: p.ref });
      const first = await deliver(raw, signTestWebhook(secret(), raw));
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ received: true, result: 'paid' });
      const again = await Promise.all([1, 2, 3].map(() => deliver(raw, signTestWebhook(secret(), raw))));
      expect(again.map((r) => r.json().result)).toEqual(['unchanged', 'unchanged', 'unchanged']);
      const ledger = await ledgerOf(t, u.id);
      expect(ledger.byKind.topup).toEqual({ n: 1, total: 40 });
      expect((await balanceOf(t, u)).balance).toBe(40);
    });

    it('records a failed payment without credits', async () => {
      const u = await createTestUser(t);
      const p = await pendingPayment(u.id, 15);
      const raw = JSON.stringify({ type: 'payment.failed', providerRef: p.ref, paymentId: p.id });
      const res = await deliver(raw, signTestWebhook(secret(), raw));
      expect(res.json()).toEqual({ received: true, result: 'failed' });
      const row = await t.db.kysely
        .selectFrom('payments')
        .select('status')
        .where('id', '=', p.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('failed');
      expect((await ledgerOf(t, u.id)).sum).toBe(0);
    });

    it('refuses a bad or missing signature, an unknown provider and an unknown payment', async () => {
      const u = await createTestUser(t);
      const p = await pendingPayment(u.id, 15);
      const raw = JSON.stringify({ type: 'payment.succeeded', providerRef: p.ref });
      const forged = await deliver(raw, signTestWebhook('not-the-secret', raw));
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({
        message: 'The webhook signature does not match.',
        code: 'BAD_SIGNATURE',
      });
      expect((await deliver(raw, null)).statusCode).toBe(401);
      expect((await deliver(raw, signTestWebhook(secret(), raw), 'stripe')).statusCode).toBe(404);
      const unknown = JSON.stringify({ type: 'payment.succeeded', providerRef: 'cs_nope' });
      expect((await deliver(unknown, signTestWebhook(secret(), unknown))).statusCode).toBe(404);
      const ignored = JSON.stringify({ type: 'customer.created', providerRef: p.ref });
      expect((await deliver(ignored, signTestWebhook(secret(), ignored))).json()).toEqual({
        received: true,
        result: 'ignored',
      });
      expect((await ledgerOf(t, u.id)).sum).toBe(0);
    });
  });
});
