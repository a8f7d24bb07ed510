import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertTexts } from '#shared/domain/expert-texts';
import { createTestExpert } from '../../helpers/experts';
import { startAuthEmulator, type AuthEmulator } from '../../helpers/firebase-emulator';
import { forgedIdToken, phoneIdToken } from '../../helpers/phone-sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';

/**
 * An expert's new mobile number goes through the phone check again (PUT /api/experts/me/phone): it
 * is saved only with a fresh Firebase phone sign-in of exactly that number, one not used before,
 * for a number on no other expert's profile. Until then the old number stays.
 */
let emulator: AuthEmulator;
let t: TestApp;
let phoneCounter = 0;

beforeAll(async () => {
  emulator = await startAuthEmulator();
  t = await createTestApp({ FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await emulator?.stop();
});

type Caller = { auth: Record<string, string> };
const putPhone = (caller: Caller | null, number: string, phoneIdToken: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/experts/me/phone',
    headers: caller?.auth ?? {},
    payload: { mobileNumber: { country: 'India', countryCode: '+91', number }, phoneIdToken },
  });
const storedNumber = async (userId: string) =>
  (await t.db.kysely.selectFrom('expert_profiles').select('phone_number').where('user_id', '=', userId).executeTakeFirstOrThrow()).phone_number;

/** A fresh Indian number (national digits) for this run. */
function freshNumber(): string {
  phoneCounter += 1;
  return `96${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneCounter).padStart(2, '0')}`;
}

describe(`changing an expert's phone on ${testDbKind()}`, () => {
  it('saves a new number proven by a phone sign-in, and the edit form reads it back', async () => {
    const expert = await createTestExpert(t);
    const number = freshNumber();
    const res = await putPhone(expert, number, await phoneIdToken(emulator.host, `+91${number}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(expertTexts.phoneUpdated);
    expect(await storedNumber(expert.id)).toBe(`+91${number}`);
    const own = await t.app.inject({ method: 'GET', url: '/api/experts/me', headers: expert.auth });
    expect(own.json().mobileNumber).toEqual({ country: 'India', countryCode: '+91', number });
  });

  it('keeps the old number for a forged token, a token of another number, or a used sign-in', async () => {
    const expert = await createTestExpert(t);
    const before = await storedNumber(expert.id);
    const number = freshNumber();

    const forged = await putPhone(expert, number, forgedIdToken(`+91${number}`));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED', fields: { mobileNumber: expertTexts.phoneTokenInvalid } });

    const other = freshNumber();
    const mismatch = await putPhone(expert, number, await phoneIdToken(emulator.host, `+91${other}`));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'PHONE_MISMATCH', fields: { mobileNumber: expertTexts.phoneMismatch } });
    expect(await storedNumber(expert.id)).toBe(before);

    const token = await phoneIdToken(emulator.host, `+91${number}`);
    expect((await putPhone(expert, number, token)).statusCode).toBe(200);
    const again = await putPhone(expert, number, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PHONE_TOKEN_USED');
  });

  it('refuses a number on another expert’s profile', async () => {
    const owner = await createTestExpert(t);
    const expert = await createTestExpert(t);
    const before = await storedNumber(expert.id);
    const taken = (await storedNumber(owner.id)).slice(3);
    const res = await putPhone(expert, taken, await phoneIdToken(emulator.host, `+91${taken}`));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PHONE_TAKEN', fields: { mobileNumber: expertTexts.phoneTaken } });
    expect(await storedNumber(expert.id)).toBe(before);
  });

  it('answers 401 signed out and 403 to a non-expert before it looks at the token', async () => {
    const number = freshNumber();
    expect((await putPhone(null, number, 'x')).statusCode).toBe(401);
    const buyer = await createTestUser(t);
    const refused = await t.app.inject({ method: 'PUT', url: '/api/experts/me/phone', headers: buyer.auth, payload: {} });
    expect(refused.statusCode).toBe(403);
  });
});
