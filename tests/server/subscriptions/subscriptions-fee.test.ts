import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRO_EXPERT_FEE_PERCENT } from '#shared/domain/pro-plans';
import type { Subscription, SubscriptionInvoice } from '#shared/contract/http/subscriptions';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { HOUR, confirmSession, inject, insertGig, reauth } from '../bookings/bookings-fixtures';
import { acceptedBooking } from '../sessions/sessions-fixtures';
import { DAY, mine } from './subscription-fixtures';

type Started = { subscription: Subscription; checkoutUrl: string | null; testMode: boolean };

/**
 * Pro in the built-in test mode (no Razorpay keys) on both databases, with the platform's fee at 20 %:
 * a start is paid at once through the test mode's own signed webhooks; a Pro expert's bookings made
 * while Pro keep the lower percent at settlement, whenever it comes; the benefit ends with the period
 * paid for, a cancelled subscription keeping it until then.
 */
describe(`Pro in test mode and the platform fee on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PLATFORM_FEE_PERCENT: '20' });
  });
  afterAll(async () => t.close());

  const feeOf = async (who: { auth: Record<string, string> }) => (await inject(t, 'GET', '/api/wallet/fee', who)).json<{ feePercent: number }>().feePercent;
  const feeTaken = async (bookingId: string) => {
    const rows = await t.db.kysely.selectFrom('platform_ledger').select('credits').where('booking_id', '=', bookingId).execute();
    return rows.reduce((sum, r) => sum + Number(r.credits), 0);
  };
  const percentOf = async (bookingId: string) =>
    Number((await t.db.kysely.selectFrom('bookings').select('fee_percent').where('id', '=', bookingId).executeTakeFirstOrThrow()).fee_percent);

  it('starts paid in test mode: active, the invoice listed, the lower fee at once; a second start is refused', async () => {
    const expert = await createTestExpert(t);
    expect(await feeOf(expert)).toBe(20);
    const res = await inject(t, 'POST', '/api/subscriptions', expert, { planId: 'expert-monthly' });
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json<Started>();
    expect(started).toMatchObject({ testMode: true, checkoutUrl: null, subscription: { status: 'active', entitled: true, paidUntil: '2026-04-01T10:00:00.000Z' } });
    expect(await feeOf(expert)).toBe(PRO_EXPERT_FEE_PERCENT);
    const invoices = (await inject(t, 'GET', '/api/subscriptions/invoices', expert)).json<{ invoices: SubscriptionInvoice[] }>().invoices;
    expect(invoices).toMatchObject([{ planId: 'expert-monthly', amountMinor: 99_900, currency: 'INR', periodEnd: '2026-04-01T10:00:00.000Z' }]);
    expect((await inject(t, 'POST', '/api/subscriptions', expert, { planId: 'expert-yearly' })).statusCode).toBe(409);
    const unverified = await createTestUser(t, { verified: false });
    expect((await inject(t, 'POST', '/api/subscriptions', unverified, { planId: 'buyer-monthly' })).statusCode).toBe(403);
    expect((await inject(t, 'POST', '/api/subscriptions', expert, { planId: 'platinum' })).statusCode).toBe(400);
  });

  it('takes the lower fee at settlement from a booking made while Pro, even settled after it ended, and the full fee after', async () => {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert, { credits: { basic: 30 } });
    const started = (await inject(t, 'POST', '/api/subscriptions', expert, { planId: 'expert-monthly' })).json<Started>();
    const whilePro = await acceptedBooking(t, expert, gigId, 24 * 20, 30);
    expect(await percentOf(whilePro.booking._id)).toBe(PRO_EXPERT_FEE_PERCENT);

    // Cancelled: no renewal, the benefit lasts to the end of the month paid for.
    const cancelled = await inject(t, 'POST', `/api/subscriptions/${started.subscription.id}/cancel`, expert, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ subscription: Subscription }>().subscription).toMatchObject({ status: 'cancelled', entitled: true });
    expect(await feeOf(expert)).toBe(PRO_EXPERT_FEE_PERCENT);
    const stillPro = await acceptedBooking(t, expert, gigId, 24 * 25, 30);
    expect(await percentOf(stillPro.booking._id)).toBe(PRO_EXPERT_FEE_PERCENT);

    // The month ends: the fee is the platform's again for new bookings; earlier ones keep theirs.
    t.clock.advance(31 * DAY);
    for (const who of [expert, whilePro.buyer, stillPro.buyer]) await reauth(t, who);
    expect(await mine(t, expert)).toMatchObject({ status: 'cancelled', entitled: false });
    expect(await feeOf(expert)).toBe(20);
    const after = await acceptedBooking(t, expert, gigId, 1, 30);
    expect(await percentOf(after.booking._id)).toBe(20);

    t.clock.advance(2 * HOUR);
    for (const b of [whilePro, stillPro, after]) expect((await confirmSession(t, b.booking._id, b.buyer)).statusCode).toBe(200);
    // 10 % of 30 is 3; 20 % of 30 is 6.
    expect(await feeTaken(whilePro.booking._id)).toBe(3);
    expect(await feeTaken(stillPro.booking._id)).toBe(3);
    expect(await feeTaken(after.booking._id)).toBe(6);
  });

  it('shows the Pro badge on the expert\'s gig page and gig cards while Pro, and not after the period paid for', async () => {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert, { credits: { basic: 12 } });
    const badges = async () => {
      const gig = await inject(t, 'GET', `/api/public/gigs/${gigId}`, null);
      const profile = await inject(t, 'GET', `/api/public/experts/${expert.userName}`, null);
      expect(gig.statusCode, gig.body).toBe(200);
      expect(profile.statusCode, profile.body).toBe(200);
      return {
        gigPage: gig.json<{ expert: { pro: boolean } }>().expert.pro,
        cards: profile.json<{ expert: { pro: boolean }; gigs: { expert: { pro: boolean } }[] }>().gigs.map((g) => g.expert.pro),
        profile: profile.json<{ expert: { pro: boolean } }>().expert.pro,
      };
    };
    expect(await badges()).toEqual({ gigPage: false, cards: [false], profile: false });
    // A buyer's Pro gives no badge.
    const buyer = await createTestUser(t);
    expect((await inject(t, 'POST', '/api/subscriptions', buyer, { planId: 'buyer-monthly' })).statusCode).toBe(201);
    expect((await inject(t, 'POST', '/api/subscriptions', expert, { planId: 'expert-monthly' })).statusCode).toBe(201);
    expect(await badges()).toEqual({ gigPage: true, cards: [true], profile: true });
    t.clock.advance(31 * DAY);
    expect(await badges()).toEqual({ gigPage: false, cards: [false], profile: false });
  });

  it('never raises the fee: a Pro expert pays the setting when it is lower than Pro\'s percent', async () => {
    const low = await createTestApp({ PLATFORM_FEE_PERCENT: '5' });
    try {
      const expert = await createTestExpert(low);
      expect((await inject(low, 'POST', '/api/subscriptions', expert, { planId: 'expert-yearly' })).statusCode).toBe(201);
      expect((await inject(low, 'GET', '/api/wallet/fee', expert)).json()).toEqual({ feePercent: 5 });
    } finally {
      await low.close();
    }
  });
});
