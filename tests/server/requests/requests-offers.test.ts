import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { OFFER_MESSAGES, OFFERS_PER_DAY_MAX, REQUEST_MESSAGES, REQUEST_OPEN_MAX, offerCreditsMessage } from '#shared/domain/requests';
import { HIDDEN_CONTACT_TEXT } from '#shared/domain/contact-masking';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { HOUR, balanceOf, inject, ledgerOf, reauth, topUp, waitForMail } from '../bookings/bookings-fixtures';
import { matchableExpert, offerOk, postRequest, requestForm, windowIn, type RequestJson } from './requests-fixtures';

const MINUTE = 60_000;

/**
 * Offers and their outcome: the time and price rules, one offer per expert, a decline the buyer never
 * sees, accepting exactly once under 50 parallel accepts (one booking, one hold, the other offers
 * closed and their experts told), a short balance, the limits, closing and the expiry jobs.
 */
describe(`requests: offers and accepting on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE).toISOString();
  const read = async (caller: { auth: Record<string, string> }, id: string) => (await inject(t, 'GET', `/api/requests/${id}`, caller)).json<{ request: RequestJson }>().request;

  it('takes offers only inside the windows, the budget and the expert\'s hours, one per expert, masked', async () => {
    const skill = 'Sound Designing';
    const expert = await matchableExpert(t, { skill, credits: 20 });
    const unmatched = await matchableExpert(t, { skill: 'Audio Mixing & Mastering', credits: 20 });
    const buyer = await createTestUser(t);
    const r = await postRequest(t, buyer, requestForm(t, skill));
    const [w] = r.windows;
    if (!w) throw new Error('no window');
    const offer = (body: object, who = expert) => inject(t, 'POST', `/api/requests/${r.id}/offers`, who, body);

    // The session must end inside the window: 30 minutes from 15 minutes before its end do not fit.
    const late = await offer({ gigId: expert.gigId, tier: 'basic', times: [at(w.end, -15)] });
    expect(late.json()).toMatchObject({ fields: { times: OFFER_MESSAGES.timeOutside } });
    // A custom price outside the budget (10–30).
    const dear = await offer({ credits: 31, sessionTime: '30 Minutes', times: [w.start] });
    expect(dear.json()).toMatchObject({ fields: { credits: offerCreditsMessage(10, 30) } });
    // A time the expert's own calendar does not open: they took that date off since.
    const dayOff = (dates: string[]) => t.db.kysely.updateTable('expert_availability').set({ dates_off_json: JSON.stringify(dates) }).where('expert_id', '=', expert.expertId).execute();
    await dayOff([w.start.slice(0, 10)]);
    const closedDay = await offer({ gigId: expert.gigId, tier: 'basic', times: [w.start] });
    expect(closedDay.statusCode).toBe(400);
    expect(closedDay.json<{ code: string }>().code).toBe('SLOT_UNAVAILABLE');
    await dayOff([]);
    // An expert it was not sent to: as if it did not exist; the buyer: not theirs to answer.
    expect((await offer({ gigId: unmatched.gigId, tier: 'basic', times: [w.start] }, unmatched)).statusCode).toBe(404);

    const sent = await offerOk(t, expert, r.id, [w.start, at(w.start, 60)]);
    expect(sent).toMatchObject({ credits: 20, state: 'open', times: [w.start, at(w.start, 60)] });
    const again = await offer({ credits: 15, sessionTime: '30 Minutes', times: [w.start] });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(OFFER_MESSAGES.already);

    // The buyer sees it, told in the bell and by email.
    expect((await read(buyer, r.id)).offers.map((o) => o.id)).toEqual([sent.id]);
    await waitForMail(t, buyer.email, /^New offer on your request/);

    // A custom offer's message is masked.
    const second = await matchableExpert(t, { skill, credits: 20 });
    const r2 = await postRequest(t, buyer, requestForm(t, skill));
    const custom = await inject(t, 'POST', `/api/requests/${r2.id}/offers`, second, {
      credits: 12,
      sessionTime: '30 Minutes',
      message: 'Text me at +91 98765 43210 first',
      times: [r2.windows[0]?.start],
    });
    expect(custom.statusCode).toBe(201);
    expect(custom.json<{ request: RequestJson }>().request.offers[0]?.message).toBe(`Text me at ${HIDDEN_CONTACT_TEXT} first`);
  });

  it('keeps a decline from the buyer', async () => {
    const skill = 'Natural Language Processing';
    const expert = await matchableExpert(t, { skill });
    const buyer = await createTestUser(t);
    const r = await postRequest(t, buyer, requestForm(t, skill));
    const bad = await inject(t, 'POST', `/api/requests/${r.id}/decline`, expert, { reason: 'bored' });
    expect(bad.json()).toMatchObject({ fields: { reason: OFFER_MESSAGES.declineReason } });
    const declined = await inject(t, 'POST', `/api/requests/${r.id}/decline`, expert, { reason: 'busy' });
    expect(declined.json<{ request: { declined: string } }>().request.declined).toBe('busy');
    const seen = await inject(t, 'GET', `/api/requests/${r.id}`, buyer);
    expect(seen.body).not.toContain('busy');
    expect((await inject(t, 'POST', `/api/requests/${r.id}/offers`, expert, { gigId: expert.gigId, tier: 'basic', times: [r.windows[0]?.start] })).statusCode).toBe(409);
  });

  it('accepts exactly once under 50 parallel accepts of different offers and times', async () => {
    const skill = 'Prompt Engineering';
    const experts = [];
    for (let i = 0; i < 20; i += 1) experts.push(await matchableExpert(t, { skill, credits: 20 }));
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 100);
    const r = await postRequest(t, buyer, requestForm(t, skill, { windows: [windowIn(t, 24, 4)] }));
    const start = r.windows[0]?.start ?? '';
    const offers: RequestJson['offers'] = [];
    for (const e of experts) offers.push(await offerOk(t, e, r.id, [start, at(start, 60), at(start, 120)]));
    const attempts = Array.from({ length: 50 }, (_, i) => {
      const o = offers[i % offers.length];
      const time = o?.times[Math.floor(i / offers.length) % 3] ?? start;
      return inject(t, 'POST', `/api/requests/${r.id}/offers/${o?.id}/accept`, buyer, { scheduledAt: time });
    });
    const results = await Promise.all(attempts);
    const codes = results.map((x) => x.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200 && c !== 409)).toEqual([]);

    const bookings = await t.db.kysely.selectFrom('bookings').selectAll().where('buyer_id', '=', buyer.id).execute();
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({ stage: 'accepted', credits: 20 });
    const ledger = await ledgerOf(t, buyer.id);
    expect(ledger.byKind.hold).toEqual({ n: 1, total: -20 });
    expect(await balanceOf(t, buyer)).toMatchObject({ balance: 80 });
    const after = await read(buyer, r.id);
    expect(after).toMatchObject({ state: 'booked', bookingId: bookings[0]?.id });
    expect(after.offers.filter((o) => o.state === 'accepted')).toHaveLength(1);
    expect(after.offers.filter((o) => o.state === 'closed')).toHaveLength(19);
    // The session is in the buyer's orders, and the other experts are told their offer closed.
    const orders = await inject(t, 'GET', '/api/bookings/my', buyer);
    expect(orders.json<{ bookings: Array<{ _id: string; stage: string }> }>().bookings).toContainEqual(expect.objectContaining({ _id: bookings[0]?.id, stage: 'accepted' }));
    const loser = experts.find((e) => e.expertId !== bookings[0]?.expert_id);
    if (!loser) throw new Error('no other expert');
    await waitForMail(t, loser.email, /^The request .* is closed/);
  });

  it('refuses an accept the balance cannot pay, as a booking does, and takes it once credits are bought', async () => {
    const skill = 'AR/VR Development';
    const expert = await matchableExpert(t, { skill, credits: 25 });
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 10);
    const r = await postRequest(t, buyer, requestForm(t, skill));
    const o = await offerOk(t, expert, r.id, [r.windows[0]?.start ?? '']);
    const url = `/api/requests/${r.id}/offers/${o.id}/accept`;
    const short = await inject(t, 'POST', url, buyer, { scheduledAt: o.times[0] });
    expect(short.statusCode).toBe(402);
    expect(short.json<{ code: string }>().code).toBe('INSUFFICIENT_CREDITS');
    expect((await read(buyer, r.id)).state).toBe('open');
    const badTime = await inject(t, 'POST', url, buyer, { scheduledAt: at(o.times[0] ?? '', 5) });
    expect(badTime.json()).toMatchObject({ fields: { scheduledAt: OFFER_MESSAGES.pickTime } });
    // The expert cannot accept for the buyer.
    expect((await inject(t, 'POST', url, expert, { scheduledAt: o.times[0] })).statusCode).toBe(403);
    await topUp(t, buyer, 20);
    const ok = await inject(t, 'POST', url, buyer, { scheduledAt: o.times[0] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ booking: { stage: 'accepted', scheduledAt: o.times[0], amount: 25 }, wallet: { balance: 5 } });
    // The same accept again answers the same booking.
    const again = await inject(t, 'POST', url, buyer, { scheduledAt: o.times[0] });
    expect(again.json<{ booking: { _id: string } }>().booking._id).toBe(ok.json<{ booking: { _id: string } }>().booking._id);
  });

  it(`limits a buyer to ${REQUEST_OPEN_MAX} open requests and an expert to ${OFFERS_PER_DAY_MAX} offers a day`, async () => {
    const skill = 'Blockchain Development';
    const expert = await matchableExpert(t, { skill });
    const buyers = [];
    for (let i = 0; i < 7; i += 1) buyers.push(await createTestUser(t));
    const requests: RequestJson[] = [];
    for (const b of buyers) for (let i = 0; i < REQUEST_OPEN_MAX; i += 1) requests.push(await postRequest(t, b, requestForm(t, skill)));
    const sixth = await inject(t, 'POST', '/api/requests', buyers[0] ?? null, requestForm(t, skill));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json<{ message: string }>().message).toBe(REQUEST_MESSAGES.tooManyOpen);
    // A closed one frees a place.
    expect((await inject(t, 'POST', `/api/requests/${requests[0]?.id}/close`, buyers[0] ?? null)).statusCode).toBe(200);
    expect((await inject(t, 'POST', '/api/requests', buyers[0] ?? null, requestForm(t, skill))).statusCode).toBe(201);

    const open = requests.slice(1);
    for (const r of open.slice(0, OFFERS_PER_DAY_MAX)) await offerOk(t, expert, r.id, [r.windows[0]?.start ?? '']);
    const over = open[OFFERS_PER_DAY_MAX];
    const refused = await inject(t, 'POST', `/api/requests/${over?.id}/offers`, expert, { gigId: expert.gigId, tier: 'basic', times: [over?.windows[0]?.start] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(OFFER_MESSAGES.tooMany);
  });

  it('expires an offer after 48 hours and a request after 7 days, closing its offers; a closed request takes no offer', async () => {
    const skill = 'DevOps Engineering';
    const first = await matchableExpert(t, { skill });
    const second = await matchableExpert(t, { skill });
    const buyer = await createTestUser(t);
    const r = await postRequest(t, buyer, requestForm(t, skill, { windows: [windowIn(t, 24 * 6.5)] }));
    const start = r.windows[0]?.start ?? '';
    const early = await offerOk(t, first, r.id, [start]);
    t.clock.advance(48 * HOUR - MINUTE);
    await t.app.jobs.runDue();
    expect((await read(buyer, r.id)).offers.find((o) => o.id === early.id)?.state).toBe('open');
    t.clock.advance(MINUTE);
    await t.app.jobs.runDue();
    expect((await read(buyer, r.id)).offers.find((o) => o.id === early.id)?.state).toBe('expired');
    // An offer sent on the sixth day is closed with the request at its seventh, before its own 48 hours.
    t.clock.advance(4 * 24 * HOUR);
    await reauth(t, second);
    const late = await offerOk(t, second, r.id, [start]);
    t.clock.advance(24 * HOUR);
    await t.app.jobs.runDue();
    // The sessions signed a week ago have lapsed.
    await reauth(t, buyer);
    await reauth(t, first);
    const expired = await read(buyer, r.id);
    expect(expired.state).toBe('expired');
    expect(expired.offers.find((o) => o.id === late.id)?.state).toBe('closed');
    const tooLate = await inject(t, 'POST', `/api/requests/${r.id}/decline`, first, { reason: 'busy' });
    expect(tooLate.statusCode).toBe(409);
    const count = await t.db.kysely.selectFrom('jobs').select(sql<number>`count(*)`.as('n')).where('key', '=', r.id).executeTakeFirst();
    expect(Number(count?.n)).toBe(1);
  });
});
