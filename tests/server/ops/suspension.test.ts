import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueEmailToken } from '#server/modules/users/email-tokens';
import { mailTexts } from '#server/services/mail-texts';
import { ACCOUNT_ACTIONS, OPS_ACCOUNT_FIELD_MESSAGES, OPS_ACCOUNT_MESSAGES, SUSPENSION_ENDED_REASON } from '#shared/domain/ops-account-actions';
import { OPERATOR_REASON_REQUIRED_MESSAGE } from '#shared/domain/operator-roles';
import { ACCOUNT_SUSPENDED_CODE, accountSuspendedMessage } from '#shared/domain/suspension-answers';
import { createTestExpert } from '../../helpers/experts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { HOUR, bookOk, book, insertGig, ledgerOf, mailsTo, topUp, waitForMail } from '../bookings/bookings-fixtures';
import { acceptedBooking, openSameDb, runJobs, stageOf } from '../sessions/sessions-fixtures';
import { expertWithEarnings, saveAccount, withdraw } from '../wallet/earnings-fixtures';
import { act, actingOperator, auditOf, freshen, login, me, searchIds, userRow } from './suspension-fixtures';

const DAY = 24 * HOUR;
const REASON = 'Took payments outside the platform';

/**
 * Suspending an account from the console, and lifting it (by hand and by its end date): every
 * effect asserted on the database it lands in, on SQLite and on PostgreSQL.
 */
describe(`suspensions on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** An expert with a gig titled by a word of its own, and three bookings of it: two active to cancel, one to keep. */
  async function expertWithBookings(word: string) {
    const expert = await createTestExpert(t);
    await t.db.kysely.updateTable('users').set({ language: 'fr' }).where('id', '=', expert.id).execute();
    const gigId = await insertGig(t, expert, { title: `I will teach ${word} live`, credits: { basic: 10 } });
    const accepted = await acceptedBooking(t, expert, gigId, 30, 10);
    const kept = await acceptedBooking(t, expert, gigId, 40, 10);
    const requester = await createTestUser(t);
    await topUp(t, requester, 10);
    const requested = await bookOk(t, requester, gigId);
    return { expert, gigId, accepted, kept, requester, requested };
  }

  it('refuses the account at once everywhere, hides its gigs, refunds its bookings but the kept one, and tells it why in its language', async () => {
    const s = await expertWithBookings('zebrafinch');
    const trust = await actingOperator(t);
    const second = await createTestApp({}, { db: openSameDb(t) });
    try {
      expect((await me(t, s.expert)).statusCode).toBe(200);
      expect((await me(second, s.expert)).statusCode).toBe(200);
      expect(await searchIds(t, 'zebrafinch')).toEqual([s.gigId]);
      const homeBefore = (await t.app.inject({ method: 'GET', url: '/api/ops/home', headers: trust.auth })).json<{ suspensions: { count: number } }>();

      const until = new Date(t.clock.now().getTime() + 7 * DAY).toISOString();
      const res = await act(t, trust, s.expert.id, 'suspend', { reason: REASON, until, keepBookings: [s.kept.booking._id] });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ cancelledBookings: string[]; suspension: { until: string; keptBookings: string[] } }>();
      expect(body.cancelledBookings.sort()).toEqual([s.accepted.booking._id, s.requested._id].sort());
      expect(body.suspension).toMatchObject({ until, keptBookings: [s.kept.booking._id] });

      // The token signed before is refused on the next request, on this instance and on another one.
      expect((await me(t, s.expert)).statusCode).toBe(401);
      expect((await me(second, s.expert)).statusCode).toBe(401);
      // Every way in says it is suspended, and until when.
      const refused = await login(t, s.expert);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: ACCOUNT_SUSPENDED_CODE, message: accountSuspendedMessage(until) });
      const link = await issueEmailToken(t.db.kysely, t.clock, s.expert.id, 'sign-in');
      const byLink = await t.app.inject({ method: 'POST', url: '/api/users/sign-in-link', payload: { token: link } });
      expect(byLink.json()).toMatchObject({ code: ACCOUNT_SUSPENDED_CODE });

      // Its gigs: out of search, the gig page and the expert page, and not bookable.
      expect(await searchIds(t, 'zebrafinch')).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: `/api/public/gigs/${s.gigId}` })).statusCode).toBe(404);
      const page = await t.app.inject({ method: 'GET', url: `/api/public/experts/${s.expert.userName}` });
      expect(page.json<{ gigs: unknown[] }>().gigs).toEqual([]);
      const newcomer = await createTestUser(t);
      await topUp(t, newcomer, 10);
      expect((await book(t, newcomer, s.gigId)).json()).toMatchObject({ code: 'GIG_INACTIVE' });

      // The cancelled bookings' credits are back with their buyers (balanced: held -10, refund +10); the kept one goes on.
      expect(await stageOf(t, s.accepted.booking._id)).toBe('cancelled');
      expect(await stageOf(t, s.requested._id)).toBe('cancelled');
      expect(await stageOf(t, s.kept.booking._id)).toBe('accepted');
      for (const buyer of [s.accepted.buyer.id, s.requester.id]) {
        const l = await ledgerOf(t, buyer);
        expect({ sum: l.sum, refund: l.byKind.refund?.total }).toEqual({ sum: 10, refund: 10 });
      }
      expect((await ledgerOf(t, s.kept.buyer.id)).byKind.refund).toBeUndefined();

      // Each buyer of a cancelled booking is told why, in their language (English here); the kept one's buyer is not.
      const en = mailTexts({ language: 'en' });
      const cancelledSubject = new RegExp(en.t('emails:suspension.cancelled.subject', { title: '.*' }));
      const notice = await waitForMail(t, s.requester.email, cancelledSubject);
      expect(notice.text).toContain(en.t('emails:suspension.cancelled.buyer', { what: '|' }).split('|')[1]);
      await waitForMail(t, s.accepted.buyer.email, cancelledSubject);
      expect(mailsTo(t, s.kept.buyer.email).filter((m) => cancelledSubject.test(m.subject))).toEqual([]);
      const fr = mailTexts({ language: 'fr' });
      const mail = await waitForMail(t, s.expert.email, new RegExp(fr.t('emails:suspension.subject')));
      expect(mail.text).toContain(REASON);

      const audit = await auditOf(t, s.expert.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ operator_id: trust.id, role: 'trust', action: ACCOUNT_ACTIONS.suspend, reason: REASON });
      expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ until, cancelledBookings: body.cancelledBookings });

      const homeAfter = (await t.app.inject({ method: 'GET', url: '/api/ops/home', headers: trust.auth })).json<{ suspensions: { count: number } }>();
      expect(homeAfter.suspensions.count).toBe(homeBefore.suspensions.count + 1);

      // Suspended already: 409 with since when and until when, and nothing more changes.
      const again = await act(t, trust, s.expert.id, 'suspend', { reason: 'Second report' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ALREADY_SUSPENDED' });
      expect(again.json<{ message: string }>().message).toContain(until);
      expect(await auditOf(t, s.expert.id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('holds its withdrawals, and lifts itself at the end date: signs in again, gigs listed, payouts sent', async () => {
    const { expert } = await expertWithEarnings(t, 1, 100);
    const gigId = await insertGig(t, expert, { title: 'I will teach quetzalcoatl live' });
    expect((await saveAccount(t, expert, { method: 'upi', upiId: 'rita.sharma@okicici' })).statusCode).toBe(200);
    const withdrawal = await withdraw(t, expert, 100);
    expect(withdrawal.statusCode, withdrawal.body).toBeLessThan(300);
    const payout = () => t.db.kysely.selectFrom('payouts').selectAll().where('user_id', '=', expert.id).executeTakeFirstOrThrow();

    const trust = await actingOperator(t);
    const until = new Date(t.clock.now().getTime() + 2 * DAY).toISOString();
    expect((await act(t, trust, expert.id, 'suspend', { reason: REASON, until })).statusCode).toBe(200);
    // The payout job comes due and is put off: nothing is sent while the account is suspended.
    await runJobs(t);
    expect(await payout()).toMatchObject({ status: 'requested', provider_ref: null });

    t.clock.advance(2 * DAY + 1000);
    await runJobs(t);
    expect((await userRow(t, expert.id)).suspended_at).toBeNull();
    const lift = (await auditOf(t, expert.id)).find((a) => a.action === ACCOUNT_ACTIONS.lift);
    expect(lift).toMatchObject({ operator_id: null, role: 'trust', reason: SUSPENSION_ENDED_REASON });
    const suspension = await t.db.kysely.selectFrom('account_suspensions').selectAll().where('user_id', '=', expert.id).executeTakeFirstOrThrow();
    expect(suspension).toMatchObject({ lifted_at: t.clock.now().toISOString(), lifted_by: null });
    // Lifting made the held payout due again: it is on its way to the provider.
    await runJobs(t);
    expect((await payout()).provider_ref).not.toBeNull();
    expect((await login(t, expert)).statusCode).toBe(200);
    expect(await searchIds(t, 'quetzalcoatl')).toEqual([gigId]);
    await waitForMail(t, expert.email, new RegExp(mailTexts({ language: 'en' }).t('emails:suspension.lifted.subject')));
  });

  it('lifts by hand with a reason, and answers 409 to lifting an account that is not suspended', async () => {
    const user = await createTestUser(t);
    const trust = await actingOperator(t);
    expect((await act(t, trust, user.id, 'suspend', { reason: REASON })).statusCode).toBe(200);
    expect((await login(t, user)).json()).toMatchObject({ code: ACCOUNT_SUSPENDED_CODE, message: accountSuspendedMessage(null) });
    t.clock.advance(1000);
    const lifted = await act(t, trust, user.id, 'lift', { reason: 'Appeal accepted' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await login(t, user)).statusCode).toBe(200);
    const again = await act(t, trust, user.id, 'lift', { reason: 'Appeal accepted' });
    expect(again.json()).toMatchObject({ code: 'NOT_SUSPENDED', message: OPS_ACCOUNT_MESSAGES.notSuspended });
    expect(again.statusCode).toBe(409);
    const actions = (await auditOf(t, user.id)).map((a) => [a.action, a.reason]);
    expect(actions).toEqual([
      [ACCOUNT_ACTIONS.suspend, REASON],
      [ACCOUNT_ACTIONS.lift, 'Appeal accepted'],
    ]);
    const list = await t.app.inject({ method: 'GET', url: `/api/ops/users/${user.id}/suspensions`, headers: trust.auth });
    expect(list.json()).toMatchObject({ current: null, past: [{ reason: REASON, liftedBy: trust.id, liftReason: 'Appeal accepted' }] });
  });

  it('refuses bad values with the field message and changes nothing', async () => {
    const s = await expertWithBookings('axolotl');
    const trust = await actingOperator(t);
    const past = new Date(t.clock.now().getTime() - 1000).toISOString();
    const cases: Array<[object, string, string]> = [
      [{ reason: '' }, 'reason', OPERATOR_REASON_REQUIRED_MESSAGE],
      [{ reason: REASON, until: 'next week' }, 'until', OPS_ACCOUNT_FIELD_MESSAGES.until],
      [{ reason: REASON, until: past }, 'until', OPS_ACCOUNT_FIELD_MESSAGES.untilPast],
      [{ reason: REASON, keepBookings: ['not-a-booking'] }, 'keepBookings', OPS_ACCOUNT_FIELD_MESSAGES.keepUnknown('not-a-booking')],
      [{ reason: REASON, keepBookings: 'all' }, 'keepBookings', OPS_ACCOUNT_FIELD_MESSAGES.keep],
    ];
    for (const [payload, field, message] of cases) {
      const res = await act(t, trust, s.expert.id, 'suspend', payload);
      expect({ status: res.statusCode, field: res.json<{ fields?: Record<string, string> }>().fields?.[field] }).toEqual({ status: 400, field: message });
    }
    expect((await userRow(t, s.expert.id)).suspended_at).toBeNull();
    expect(await stageOf(t, s.accepted.booking._id)).toBe('accepted');
    expect(await auditOf(t, s.expert.id)).toEqual([]);
    expect((await me(t, s.expert)).statusCode).toBe(200);
    const missing = await act(t, trust, 'no-such-account', 'suspend', { reason: REASON });
    expect(missing.json()).toMatchObject({ message: OPS_ACCOUNT_MESSAGES.notFound });
    expect((await act(t, trust, trust.id, 'suspend', { reason: REASON })).json()).toMatchObject({ code: 'OWN_ACCOUNT' });
  });

  it("cancels a suspended buyer's own requests with every credit back", async () => {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert, { credits: { basic: 7 } });
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 20);
    const booked = await bookOk(t, buyer, gigId);
    const trust = await actingOperator(t);
    expect((await act(t, trust, buyer.id, 'suspend', { reason: REASON })).statusCode).toBe(200);
    expect(await stageOf(t, booked._id)).toBe('cancelled');
    const l = await ledgerOf(t, buyer.id);
    expect({ sum: l.sum, hold: l.byKind.hold?.total, refund: l.byKind.refund?.total }).toEqual({ sum: 20, hold: -7, refund: 7 });
    // Its token is refused before any booking is looked at.
    expect((await book(t, buyer, gigId)).statusCode).toBe(401);
  });

  it('needs the trust role and a fresh second factor to suspend', async () => {
    const user = await createTestUser(t);
    const support = await actingOperator(t, ['support']);
    expect((await act(t, support, user.id, 'suspend', { reason: REASON })).statusCode).toBe(403);
    const trust = await actingOperator(t);
    t.clock.advance(16 * 60 * 1000);
    expect((await act(t, trust, user.id, 'suspend', { reason: REASON })).json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    await freshen(t, trust);
    expect((await act(t, trust, user.id, 'suspend', { reason: REASON })).statusCode).toBe(200);
  });
});
