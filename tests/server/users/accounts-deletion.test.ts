import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_USER_NAME, isDeletedAccountEmail } from '#shared/domain/account-changes';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, signTestSession, TEST_PASSWORD } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { uploadAvatar } from '../../helpers/expert-submission';
import { HOUR, bookOk, inHours, inject, insertGig, ledgerOf, topUp, confirmSession } from '../bookings/bookings-fixtures';
import { totpCodeAt } from '#server/modules/second-factor/totp';

/**
 * Deleting an account. Refused with its reasons while a booking is requested or accepted
 * or credits are held; otherwise personal data and uploads go, the ledger and reviews stay as
 * "Deleted user", the gigs are hidden, the email is free and every session ends (401 at once).
 */
let ips = 0;
const nextIp = () => `10.41.${Math.floor((ips += 1) / 250)}.${ips % 250}`;
type Caller = { auth: Record<string, string> };

describe(`deleting an account on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const del = (caller: Caller, currentPassword = TEST_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/account/delete', headers: caller.auth, remoteAddress: nextIp(), payload: { currentPassword } });
  const me = (caller: Caller) => inject(t, 'GET', '/api/users/me', caller).then((r) => r.statusCode);
  const userRow = (id: string) => t.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('is refused, saying why, while a booking is requested or accepted and credits are held; then removes the buyer and keeps the ledger and review', async () => {
    const expert = await createTestExpert(t, { displayName: 'Ezra Expert' });
    const gig = await insertGig(t, expert, { title: 'Live help with Blender modelling', credits: { basic: 10 } });
    const buyer = await createTestUser(t, { name: 'Bea Buyer' });
    await topUp(t, buyer, 25);
    const booking = await bookOk(t, buyer, gig, { times: inHours(t, 1) });

    const requested = await del(buyer);
    expect(requested.statusCode).toBe(409);
    expect(requested.json()).toMatchObject({ code: 'BOOKING_REQUESTED' });
    expect(requested.json<{ message: string }>().message).toBe(
      'Your account cannot be deleted yet. You have 1 booking request waiting for an answer. 10 credits are held for your open bookings. Cancel or finish them first.',
    );
    // The expert's side of the same booking stops the expert too.
    expect((await del(expert)).json()).toMatchObject({ code: 'BOOKING_REQUESTED' });

    await inject(t, 'POST', `/api/bookings/${booking._id}/accept`, expert, { scheduledAt: booking.proposedTimes[0] });
    const accepted = await del(buyer);
    expect(accepted.json()).toMatchObject({ code: 'BOOKING_ACCEPTED' });
    expect(accepted.json<{ message: string }>().message).toContain('You have 1 accepted booking that is not finished.');

    t.clock.advance(2 * HOUR);
    expect((await confirmSession(t, booking._id, buyer)).statusCode).toBe(200);
    expect((await inject(t, 'POST', `/api/bookings/${booking._id}/review`, buyer, { rating: 5, text: 'Clear and patient.' })).statusCode).toBe(201);

    const picture = await uploadAvatar(t, buyer);
    await t.app.inject({ method: 'PUT', url: '/api/account/profile', headers: buyer.auth, payload: { name: 'Bea Buyer', profilePicture: picture } });
    await t.db.kysely
      .insertInto('user_identities')
      .values({ id: randomUUID(), user_id: buyer.id, provider: 'google.com', subject: `g-${buyer.id}`, email: buyer.email, created_at: t.clock.now().toISOString() })
      .execute();
    // Two-step sign-in, set up through its routes (the secret and its recovery codes).
    const enrolled = await t.app.inject({ method: 'POST', url: '/api/account/second-factor/enrolment', headers: buyer.auth, payload: {} });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/account/second-factor/confirm',
      headers: buyer.auth,
      payload: { code: totpCodeAt(enrolled.json<{ secret: string }>().secret, t.clock.now()) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const laptop = { auth: { authorization: `Bearer ${await signTestSession(t, buyer.id, 'laptop')}` } };
    const ledgerBefore = await ledgerOf(t, buyer.id);

    // A wrong password changes nothing.
    expect((await del(buyer, 'Wrong#Pass2026')).json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect(await me(laptop)).toBe(200);

    const done = await del(buyer);
    expect(done.statusCode, done.body).toBe(200);
    // Every session ends at once.
    expect(await me(buyer)).toBe(401);
    expect(await me(laptop)).toBe(401);
    const row = await userRow(buyer.id);
    expect(row).toMatchObject({ name: DELETED_USER_NAME, profile_picture: null, password_hash: '', email_verified: 0 });
    expect(isDeletedAccountEmail(row.email)).toBe(true);
    expect(row.deleted_at).not.toBeNull();
    // Personal data and uploads are gone.
    const key = picture.replace('/files/', '');
    expect(await t.deps.storage.exists(key)).toBe(false);
    expect(await t.db.kysely.selectFrom('uploads').select('key').where('user_id', '=', buyer.id).execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('user_identities').select('id').where('user_id', '=', buyer.id).execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('auth_sessions').select('id').where('user_id', '=', buyer.id).execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('second_factors').select('user_id').where('user_id', '=', buyer.id).execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('second_factor_recovery_codes').select('id').where('user_id', '=', buyer.id).execute()).toEqual([]);
    // The ledger and the review stay, anonymised.
    expect(await ledgerOf(t, buyer.id)).toEqual(ledgerBefore);
    const reviews = await inject(t, 'GET', `/api/reviews/gigs/${gig}`, null);
    expect(reviews.json<{ reviews: Array<{ buyerName: string; text: string }> }>().reviews).toEqual([
      expect.objectContaining({ buyerName: DELETED_USER_NAME, text: 'Clear and patient.' }),
    ]);
    expect(reviews.body).not.toContain('Bea Buyer');
    // The email is free again: it signs up as a new account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      remoteAddress: nextIp(),
      payload: { name: 'Bea Again', emailOrUsername: buyer.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(201);
    const fresh = await t.db.kysely.selectFrom('users').select('id').where('email', '=', buyer.email).executeTakeFirst();
    expect(fresh?.id).toBeDefined();
    expect(fresh?.id).not.toBe(buyer.id);

    // The expert's own deletion hides the gig and empties the profile; the review stays on the expert.
    const expertDone = await del(expert);
    expect(expertDone.statusCode, expertDone.body).toBe(200);
    expect((await inject(t, 'GET', `/api/public/gigs/${gig}`, null)).statusCode).toBe(404);
    const profile = await t.db.kysely.selectFrom('expert_profiles').selectAll().where('id', '=', expert.expertId).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ display_name: DELETED_USER_NAME, first_name: '', last_name: '', phone_number: '', description: '' });
    expect(await t.db.kysely.selectFrom('expert_skills').select('skill').where('expert_id', '=', expert.expertId).execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('reviews').select('rating').where('expert_id', '=', expert.expertId).execute()).toEqual([{ rating: 5 }]);
    expect(await me(expert)).toBe(401);
  });

  it('asks a social-only account for a recent sign-in', async () => {
    const user = await createTestUser(t);
    await t.db.kysely.updateTable('users').set({ password_hash: '' }).where('id', '=', user.id).execute();
    t.clock.advance(10 * 60 * 1000);
    const stale = await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: user.auth, remoteAddress: nextIp(), payload: {} });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'FRESH_SIGN_IN_REQUIRED' });
    expect(await me(user)).toBe(200);
    const fresh = { auth: { authorization: `Bearer ${await signTestSession(t, user.id)}` } };
    const ok = await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: fresh.auth, remoteAddress: nextIp(), payload: {} });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await me(user)).toBe(401);
  });
});
