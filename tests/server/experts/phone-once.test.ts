import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { migrations } from '#server/db/migrations/index';
import { migrateToLatest } from '#server/db/migrate';
import { expertTexts } from '#shared/domain/expert-texts';
import { startAuthEmulator, type AuthEmulator } from '../../helpers/firebase-emulator';
import { emulatorCodeFor } from '../../helpers/phone-sign-in';
import { submitExpert, uploadAvatar, validSubmission } from '../../helpers/expert-submission';
import { createTestExpert } from '../../helpers/experts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';

/**
 * One phone, one expert: a Firebase phone sign-in makes one expert profile (a second use of its
 * token, or of a refreshed token of the same sign-in, is refused), and a number is on at most one
 * expert profile, with a message that says so and that support can move it.
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

const API_KEY = 'demo-api-key';
async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A real phone sign-in on the emulator: its ID token and its refresh token. */
async function phoneSignIn(phoneNumber: string): Promise<{ idToken: string; refreshToken: string }> {
  const base = `http://${emulator.host}/identitytoolkit.googleapis.com/v1`;
  const { sessionInfo } = await post<{ sessionInfo: string }>(`${base}/accounts:sendVerificationCode?key=${API_KEY}`, {
    phoneNumber,
    recaptchaToken: 'emulator',
  });
  const code = await emulatorCodeFor(emulator.host, phoneNumber, sessionInfo);
  return post<{ idToken: string; refreshToken: string }>(`${base}/accounts:signInWithPhoneNumber?key=${API_KEY}`, { sessionInfo, code });
}

/** A new ID token of the same sign-in, as the SDK refreshes it (same auth_time, later iat). */
async function refreshed(refreshToken: string): Promise<string> {
  const url = `http://${emulator.host}/securetoken.googleapis.com/v1/token?key=${API_KEY}`;
  return (await post<{ id_token: string }>(url, { grant_type: 'refresh_token', refresh_token: refreshToken })).id_token;
}

/** A fresh Indian number (national digits) for this run. */
function freshNumber(): string {
  phoneCounter += 1;
  return `97${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneCounter).padStart(2, '0')}`;
}

let userNameCounter = 0;
const freshName = () => `phone.${Date.now() % 100000}_${(userNameCounter += 1)}`;

async function applicant() {
  const user = await createTestUser(t);
  return { user, picture: await uploadAvatar(t, user) };
}

async function submitWith(token: string, number: string) {
  const a = await applicant();
  const res = await submitExpert(t, a.user, validSubmission({ profilePicture: a.picture, phoneIdToken: token, number, userName: freshName() }));
  return { res, user: a.user };
}

const profileCount = async (phoneNumber: string) =>
  (await t.db.kysely.selectFrom('expert_profiles').select('id').where('phone_number', '=', phoneNumber).execute()).length;

describe(`one phone, one expert on ${testDbKind()}`, () => {
  /** What account deletion leaves of a profile's number: nothing (so the number is free again). */
  const freeNumberOf = (userId: string) => t.db.kysely.updateTable('expert_profiles').set({ phone_number: '' }).where('user_id', '=', userId).execute();

  it('uses a phone sign-in for one profile: its token is refused on another account, even once the number is free', async () => {
    const number = freshNumber();
    const { idToken } = await phoneSignIn(`+91${number}`);
    const first = await submitWith(idToken, number);
    expect(first.res.statusCode, first.res.body).toBe(200);
    // While the number is on the first profile, that is what the second account is told.
    const second = await submitWith(idToken, number);
    expect(second.res.statusCode, second.res.body).toBe(409);
    expect(second.res.json()).toMatchObject({ code: 'PHONE_TAKEN' });
    await freeNumberOf(first.user.id);
    const third = await submitWith(idToken, number);
    expect(third.res.statusCode, third.res.body).toBe(409);
    expect(third.res.json()).toMatchObject({ code: 'PHONE_TOKEN_USED', message: expertTexts.phoneTokenUsed, fields: { mobileNumber: expertTexts.phoneTokenUsed } });
    expect(await t.db.kysely.selectFrom('expert_profiles').select('id').where('user_id', 'in', [second.user.id, third.user.id]).execute()).toHaveLength(0);
    expect(await profileCount(`+91${number}`)).toBe(0);
  });

  it('refuses a refreshed token of a sign-in already used', async () => {
    const number = freshNumber();
    const signIn = await phoneSignIn(`+91${number}`);
    const first = await submitWith(signIn.idToken, number);
    expect(first.res.statusCode).toBe(200);
    await freeNumberOf(first.user.id);
    const again = await submitWith(await refreshed(signIn.refreshToken), number);
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json()).toMatchObject({ code: 'PHONE_TOKEN_USED' });
  });

  it('keeps a number on one expert profile: a new sign-in with it on another account is told so', async () => {
    const number = freshNumber();
    expect((await submitWith((await phoneSignIn(`+91${number}`)).idToken, number)).res.statusCode).toBe(200);
    const other = await submitWith((await phoneSignIn(`+91${number}`)).idToken, number);
    expect(other.res.statusCode, other.res.body).toBe(409);
    expect(other.res.json()).toMatchObject({ code: 'PHONE_TAKEN', message: expertTexts.phoneTaken, fields: { mobileNumber: expertTexts.phoneTaken } });
    expect(expertTexts.phoneTaken).toMatch(/another expert profile.*support/);
    expect(await profileCount(`+91${number}`)).toBe(1);
  });

  it('lets the unique index decide between two accounts racing with one number', async () => {
    const number = freshNumber();
    const [a, b] = await Promise.all([phoneSignIn(`+91${number}`), phoneSignIn(`+91${number}`)]);
    const answers = await Promise.all([submitWith(a.idToken, number), submitWith(b.idToken, number)]);
    expect(answers.map((x) => x.res.statusCode).sort()).toEqual([200, 409]);
    // Two sign-ins in one second share their auth_time, so the loser may be told either.
    expect(['PHONE_TAKEN', 'PHONE_TOKEN_USED']).toContain(answers.find((x) => x.res.statusCode === 409)?.res.json<{ code: string }>().code);
    expect(await profileCount(`+91${number}`)).toBe(1);
  });

  it("tells the desktop app's hosted page that the number is on another expert profile", async () => {
    const number = freshNumber();
    expect((await submitWith((await phoneSignIn(`+91${number}`)).idToken, number)).res.statusCode).toBe(200);
    const desktop = await createTestUser(t);
    const session = await t.app.inject({ method: 'POST', url: '/api/phone-sessions', headers: desktop.auth, payload: {} });
    expect(session.statusCode).toBe(201);
    const { sessionId } = session.json<{ sessionId: string }>();
    const { idToken } = await phoneSignIn(`+91${number}`);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/phone-sessions/${sessionId}/token`,
      payload: { country: 'India', countryCode: '+91', number, idToken },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PHONE_TAKEN', message: expertTexts.phoneTaken });
  });

  it('keeps the oldest profile of a number already shared when the index comes, and clears the others', async () => {
    const oldest = await createTestExpert(t);
    const younger = await createTestExpert(t);
    const youngest = await createTestExpert(t);
    const db = t.db.kysely;
    const provider: MigrationProvider = { getMigrations: async () => migrations };
    const names = Object.keys(migrations).sort();
    const before = names[names.indexOf('0940_phone_once') - 1] ?? '';
    const migrator = new Migrator({ db, provider });
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    const shared = `+91${freshNumber()}`;
    for (const [i, e] of [oldest, younger, youngest].entries()) {
      await db
        .updateTable('expert_profiles')
        .set({ phone_number: shared, created_at: `2026-01-0${i + 1}T00:00:00.000Z` })
        .where('user_id', '=', e.id)
        .execute();
    }
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('expert_profiles')
      .select(['user_id', 'phone_number', 'phone_country_code'])
      .where('user_id', 'in', [oldest.id, younger.id, youngest.id])
      .execute();
    const byUser = new Map(rows.map((r) => [r.user_id, r]));
    expect(byUser.get(oldest.id)).toMatchObject({ phone_number: shared, phone_country_code: '+91' });
    expect(byUser.get(younger.id)).toMatchObject({ phone_number: '', phone_country_code: '' });
    expect(byUser.get(youngest.id)).toMatchObject({ phone_number: '', phone_country_code: '' });
    // The index now holds: a second profile cannot take the number.
    await expect(db.updateTable('expert_profiles').set({ phone_number: shared }).where('user_id', '=', younger.id).execute()).rejects.toThrow();
  });
});
