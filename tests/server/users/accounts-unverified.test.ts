import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_NOT_VERIFIED_CODE, VERIFY_EMAIL_FIRST_MESSAGE } from '#shared/domain/auth-messages';
import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import { UI_LANGUAGES } from '#shared/domain/ui-language';
import { issueEmailToken } from '#server/modules/users/email-tokens';
import { createTestExpert } from '../../helpers/experts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, TEST_PASSWORD } from '../../helpers/users';
import { inHours, inject, insertGig } from '../bookings/bookings-fixtures';

/**
 * An unverified account may sign in (sign-up, then sign-in, as the product does) but can do
 * nothing another person could inherit once the address is proven: no credits bought, no booking,
 * no conversation started or message sent, no review. Each is refused 403 EMAIL_NOT_VERIFIED
 * before its body is read, and works once the email is verified.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const refused = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ code: EMAIL_NOT_VERIFIED_CODE, message: VERIFY_EMAIL_FIRST_MESSAGE });
};

describe(`an unverified account on ${testDbKind()}`, () => {
  it('signs in and reads its account, but may not buy, book, message or review until verified', async () => {
    const buyer = await createTestUser(t, { verified: false });
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert);

    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { emailOrUsername: buyer.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect((await inject(t, 'GET', '/api/wallet', buyer)).statusCode).toBe(200);

    refused(await inject(t, 'POST', '/api/wallet/checkout', buyer, { credits: 50 }));
    refused(await inject(t, 'POST', '/api/bookings', buyer, { gigId, tier: 'basic', proposedTimes: inHours(t, 24, 48), note: '', timeZone: 'Asia/Kolkata' }));
    refused(await inject(t, 'POST', '/api/conversations/contact', buyer, { expertUserName: expert.userName }));
    refused(await inject(t, 'POST', '/api/conversations/any-conversation/messages', buyer, { clientId: crypto.randomUUID(), text: 'Hello' }));
    refused(await inject(t, 'POST', '/api/bookings/any-booking/review', buyer, { rating: 5, text: 'Great session, thank you!' }));
    // Refused before the body is read: a bad body gets the same 403, never a 400.
    refused(await inject(t, 'POST', '/api/wallet/checkout', buyer, { credits: 'lots' }));
    refused(await inject(t, 'POST', '/api/bookings', buyer, {}));

    expect(await t.db.kysely.selectFrom('wallet_ledger').select('id').where('user_id', '=', buyer.id).execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('bookings').select('id').where('buyer_id', '=', buyer.id).execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('conversation_members').select('conversation_id').where('user_id', '=', buyer.id).execute()).toEqual([]);

    // Verified by the emailed link, the same session may now do each.
    const token = await issueEmailToken(t.db.kysely, t.clock, buyer.id, 'verify-email');
    expect((await t.app.inject({ method: 'GET', url: `/api/users/verify-email?token=${token}`, headers: buyer.auth })).statusCode).toBe(200);
    expect((await inject(t, 'POST', '/api/wallet/checkout', buyer, { credits: 50 })).statusCode).toBe(201);
    const booked = await inject(t, 'POST', '/api/bookings', buyer, { gigId, tier: 'basic', proposedTimes: inHours(t, 24, 48), note: '', timeZone: 'Asia/Kolkata' });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await inject(t, 'POST', '/api/conversations/contact', buyer, { expertUserName: expert.userName })).statusCode).toBe(200);
  });

  it('is told in each of the five languages', () => {
    for (const language of UI_LANGUAGES) expect(SHARED_CATALOGUES[language].messages['auth.verifyEmailFirst'], language).toBeTruthy();
  });
});
