import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRO_PLANS } from '#shared/domain/pro-plans';
import type { LedgerEntry } from '#shared/contract/http/wallet';
import type { Subscription } from '#shared/contract/http/subscriptions';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { inject, reauth } from '../bookings/bookings-fixtures';
import { matchableExpert, postRequest, requestForm } from '../requests/requests-fixtures';
import { DAY, deliver, eventFor, providerRefOf } from './subscription-fixtures';

type Caller = { auth: Record<string, string> };
type Started = { subscription: Subscription };

/**
 * Pro for buyers in the built-in test mode on both databases: the bundle's credits with each paid period
 * (once per invoice, whatever is delivered again), counted as bought; a Pro buyer's requests first in an
 * expert's queue while the period paid for runs, and not after it ends.
 */
describe(`Pro for buyers on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const wallet = async (who: Caller) => {
    const res = await inject(t, 'GET', '/api/wallet', who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ wallet: { balance: number }; entries: LedgerEntry[] }>();
  };
  const start = async (who: Caller, planId: string) => {
    const res = await inject(t, 'POST', '/api/subscriptions', who, { planId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Started>().subscription;
  };

  it('gives the monthly bundle with the first period, and again once with each renewal charged', async () => {
    const buyer = await createTestUser(t);
    const sub = await start(buyer, 'buyer-monthly');
    const first = await wallet(buyer);
    expect(first.wallet.balance).toBe(100);
    expect(first.entries.map((e) => [e.kind, e.credits, e.note])).toEqual([['pro_bundle', 100, { key: 'proBundle', credits: 100, period: 'monthly' }]]);

    // The next month's charge, delivered twice, and a second event naming the same payment: one bundle.
    const ref = await providerRefOf(t, sub.id);
    const startAt = new Date(sub.paidUntil ?? '');
    const renewal = eventFor(ref, 'subscription.charged', startAt, { start: startAt, end: new Date(startAt.getTime() + 30 * DAY), amountMinor: 90_000 });
    t.clock.advance(30 * DAY);
    expect((await deliver(t, renewal, { provider: 'test' })).statusCode).toBe(200);
    expect((await deliver(t, renewal, { provider: 'test' })).statusCode).toBe(200);
    const samePayment = { eventId: `${renewal.eventId}_again`, raw: renewal.raw };
    expect((await deliver(t, samePayment, { provider: 'test' })).statusCode).toBe(200);
    await reauth(t, buyer);
    const after = await wallet(buyer);
    expect(after.wallet.balance).toBe(200);
    expect(after.entries.filter((e) => e.kind === 'pro_bundle')).toHaveLength(2);
    const invoices = await t.db.kysely.selectFrom('subscription_invoices').select('id').where('subscription_id', '=', sub.id).execute();
    const bundles = await t.db.kysely.selectFrom('wallet_ledger').select('invoice_id').where('user_id', '=', buyer.id).where('kind', '=', 'pro_bundle').execute();
    expect(bundles.map((b) => b.invoice_id).sort()).toEqual(invoices.map((i) => i.id).sort());
  });

  it('gives the yearly bundle, spendable but never withdrawable; an expert plan gives none', async () => {
    // An expert may buy Pro for buyers too: the bundle is bought credits, not earnings.
    const both = await matchableExpert(t, { skill: 'Video Editing' });
    await start(both, 'buyer-yearly');
    expect((await wallet(both)).wallet.balance).toBe(PRO_PLANS['buyer-yearly'].benefits.bundleCredits);
    const earnings = await inject(t, 'GET', '/api/wallet/earnings', both);
    expect(earnings.statusCode, earnings.body).toBe(200);
    expect(earnings.json<{ available: number; balance: number }>()).toMatchObject({ available: 0, balance: 1_200 });

    const expert = await matchableExpert(t, { skill: 'Video Editing' });
    await start(expert, 'expert-monthly');
    expect((await wallet(expert)).entries.filter((e) => e.kind === 'pro_bundle')).toEqual([]);
    expect((await wallet(expert)).wallet.balance).toBe(0);
  });

  it("puts a Pro buyer's requests first in an expert's queue while Pro, and by time again after the period ends", async () => {
    const expert = await matchableExpert(t, { skill: 'Motion Graphics' });
    const plain = await createTestUser(t);
    const pro = await createTestUser(t);
    const proRequest = await postRequest(t, pro, requestForm(t, 'Motion Graphics', { title: 'First from the Pro buyer' }));
    t.clock.advance(60_000);
    const plainRequest = await postRequest(t, plain, requestForm(t, 'Motion Graphics', { title: 'Then from a plain buyer' }));
    const queue = async () => {
      await reauth(t, expert);
      const res = await inject(t, 'GET', '/api/requests/for-you', expert);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ requests: Array<{ id: string }> }>().requests.map((r) => r.id);
    };
    // Nobody on Pro: newest first.
    expect(await queue()).toEqual([plainRequest.id, proRequest.id]);
    await start(pro, 'buyer-monthly');
    expect(await queue()).toEqual([proRequest.id, plainRequest.id]);
    // The month paid for ends (no renewal): the benefit is refused, the order is by time again.
    t.clock.advance(31 * DAY);
    for (const who of [pro, plain]) await reauth(t, who);
    const later = await postRequest(t, pro, requestForm(t, 'Motion Graphics', { title: 'Again from the buyer, Pro ended' }));
    t.clock.advance(60_000);
    const newest = await postRequest(t, plain, requestForm(t, 'Motion Graphics', { title: 'And again from the plain buyer' }));
    const now = await queue();
    expect(now.slice(0, 2)).toEqual([newest.id, later.id]);
  });
});
