import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertMessages as m } from '#shared/domain/expert-rules';
import { expertTexts } from '#shared/domain/expert-texts';
import { startAuthEmulator, type AuthEmulator } from '../../helpers/firebase-emulator';
import { forgedIdToken, phoneIdToken } from '../../helpers/phone-sign-in';
import { submitExpert, uploadAvatar, validSubmission } from '../../helpers/expert-submission';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';

/**
 * Creating an expert profile end to end: the phone is proven by a real Firebase ID token from the
 * Auth emulator and checked by firebase-admin; the stored number is the token's.
 */
let emulator: AuthEmulator;
let t: TestApp;
let phoneCounter = 0;

// The emulator may take a while to start on a busy machine.
beforeAll(async () => {
  emulator = await startAuthEmulator();
  t = await createTestApp({ FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await emulator?.stop();
});

/** A fresh Indian number, its national digits and a real emulator token for it. */
async function verifiedPhone() {
  phoneCounter += 1;
  const number = `98${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneCounter).padStart(2, '0')}`;
  return { number, token: await phoneIdToken(emulator.host, `+91${number}`) };
}

async function newApplicant(opts: { verified?: boolean } = {}) {
  const user = await createTestUser(t, opts);
  const picture = await uploadAvatar(t, user);
  return { user, picture };
}

let userNameCounter = 0;
const freshName = () => `ada.${Date.now() % 100000}_${(userNameCounter += 1)}`;

describe('POST /api/experts with a real phone token', () => {
  it('creates the profile, stores the verified number and answers the user with expertProfile', async () => {
    const { user, picture } = await newApplicant();
    const phone = await verifiedPhone();
    const userName = freshName();
    const body = validSubmission({ profilePicture: picture, phoneIdToken: phone.token, number: phone.number, userName });
    body.languages.push({ language: 'French', languageExperience: '' });
    const res = await submitExpert(t, user, body);
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json<{ message: string; user: { _id: string; expertProfile: Record<string, unknown> } }>();
    expect(json.message).toBe(expertTexts.profileCreatedServer);
    expect(json.user._id).toBe(user.id);
    expect(json.user.expertProfile).toMatchObject({ userName, displayName: 'Ada L.', softwares: ['VS Code', 'Figma'], profilePicture: picture });

    const row = await t.db.kysely.selectFrom('expert_profiles').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.phone_number).toBe(`+91${phone.number}`);
    expect(row.phone_country).toBe('India');
    const languages = await t.db.kysely.selectFrom('expert_languages').selectAll().where('expert_id', '=', row.id).orderBy('position').execute();
    // The incomplete French row was dropped.
    expect(languages.map((l) => [l.language, l.level])).toEqual([
      ['English', 'Fluent'],
      ['Hindi', 'Conversational'],
    ]);
    const professions = await t.db.kysely.selectFrom('expert_professions').selectAll().where('expert_id', '=', row.id).execute();
    expect(professions).toMatchObject([{ profession: 'Software Engineer', from_year: '2014', to_year: 'Present' }]);
    expect(JSON.parse(professions[0]?.specialities_json ?? '[]')).toEqual(['Frontend', 'APIs']);

    // The session now counts as an expert: /api/users/me carries the profile.
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth });
    expect((me.json<{ user: { expertProfile: { userName: string } } }>()).user.expertProfile.userName).toBe(userName);
  });

  it('refuses a second profile for the same user', async () => {
    const { user, picture } = await newApplicant();
    const first = await verifiedPhone();
    const ok = await submitExpert(t, user, validSubmission({ profilePicture: picture, phoneIdToken: first.token, number: first.number, userName: freshName() }));
    expect(ok.statusCode, ok.body).toBe(200);
    const second = await verifiedPhone();
    const again = await submitExpert(t, user, validSubmission({ profilePicture: picture, phoneIdToken: second.token, number: second.number, userName: freshName() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_EXPERT', message: expertTexts.alreadyExpert });
    const rows = await t.db.kysely.selectFrom('expert_profiles').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps expert usernames unique, whatever their case, and apart from account usernames', async () => {
    const a = await newApplicant();
    const phoneA = await verifiedPhone();
    const userName = freshName();
    expect((await submitExpert(t, a.user, validSubmission({ profilePicture: a.picture, phoneIdToken: phoneA.token, number: phoneA.number, userName }))).statusCode).toBe(200);

    const b = await newApplicant();
    const phoneB = await verifiedPhone();
    const taken = await submitExpert(t, b.user, validSubmission({ profilePicture: b.picture, phoneIdToken: phoneB.token, number: phoneB.number, userName: userName.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: m.usernameTaken, fields: { userName: m.usernameTaken } });

    const account = await t.db.kysely.selectFrom('users').select('username').where('id', '=', a.user.id).executeTakeFirstOrThrow();
    const clash = await submitExpert(t, b.user, validSubmission({ profilePicture: b.picture, phoneIdToken: phoneB.token, number: phoneB.number, userName: account.username }));
    expect(clash.statusCode).toBe(409);
    expect(await t.db.kysely.selectFrom('expert_profiles').select('id').where('user_id', '=', b.user.id).execute()).toHaveLength(0);
  });

  it('refuses a user whose email is not verified yet', async () => {
    const { user, picture } = await newApplicant({ verified: false });
    const phone = await verifiedPhone();
    const res = await submitExpert(t, user, validSubmission({ profilePicture: picture, phoneIdToken: phone.token, number: phone.number, userName: freshName() }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: expertTexts.emailNotVerified });
  });

  it('refuses a forged token, a garbage token and a token for another number', async () => {
    const { user, picture } = await newApplicant();
    const phone = await verifiedPhone();
    const expectPhoneRefused = async (phoneIdToken: string, number: string, code: string, message: string) => {
      const res = await submitExpert(t, user, validSubmission({ profilePicture: picture, phoneIdToken, number, userName: freshName() }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code, message, fields: { mobileNumber: message } });
    };
    await expectPhoneRefused(forgedIdToken(`+91${phone.number}`), phone.number, 'PHONE_NOT_VERIFIED', expertTexts.phoneTokenInvalid);
    await expectPhoneRefused('not-a-jwt', phone.number, 'PHONE_NOT_VERIFIED', expertTexts.phoneTokenInvalid);
    const other = await verifiedPhone();
    await expectPhoneRefused(other.token, phone.number, 'PHONE_MISMATCH', expertTexts.phoneMismatch);
    expect(await t.db.kysely.selectFrom('expert_profiles').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
  });

  it("refuses a picture that is not the caller's own uploaded profile picture", async () => {
    const { user } = await newApplicant();
    const someoneElse = await newApplicant();
    const phone = await verifiedPhone();
    for (const profilePicture of [someoneElse.picture, 'https://elsewhere.example/me.jpg', '/files/00000000-0000-0000-0000-000000000000.jpg']) {
      const res = await submitExpert(t, user, validSubmission({ profilePicture, phoneIdToken: phone.token, number: phone.number, userName: freshName() }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PICTURE_NOT_UPLOADED', fields: { profilePicture: expertTexts.pictureNotYours } });
    }
  });
});

describe('POST /api/experts { profilePicture } from an expert', () => {
  it('updates the expert picture with a picture the expert uploaded', async () => {
    const { user, picture } = await newApplicant();
    const phone = await verifiedPhone();
    const created = await submitExpert(t, user, validSubmission({ profilePicture: picture, phoneIdToken: phone.token, number: phone.number, userName: freshName() }));
    expect(created.statusCode).toBe(200);

    const next = await uploadAvatar(t, user);
    const res = await submitExpert(t, user, { profilePicture: next });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: expertTexts.pictureUpdatedServer, user: { expertProfile: { profilePicture: next } } });

    const foreign = await uploadAvatar(t, await createTestUser(t));
    const refused = await submitExpert(t, user, { profilePicture: foreign });
    expect(refused.statusCode).toBe(400);
    const row = await t.db.kysely.selectFrom('expert_profiles').select('profile_picture').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.profile_picture).toBe(next);
  });
});

describe('GET /api/config/firebase', () => {
  it('gives the renderer the project and the emulator it runs against', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/firebase' });
    expect(res.json()).toEqual({
      apiKey: 'demo-api-key',
      authDomain: 'demo-qurious.firebaseapp.com',
      projectId: 'demo-qurious',
      emulatorHost: emulator.host,
    });
  });
});

describe('phone sessions: the hosted page verifies, the app reads the token back', () => {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('relays a verified phone sign-in to the user who opened the session, once', async () => {
    const { user, picture } = await newApplicant();
    const opened = await post('/api/phone-sessions', {}, user.auth);
    expect(opened.statusCode, opened.body).toBe(201);
    const session = opened.json<{ sessionId: string; url: string; status: string }>();
    expect(session.status).toBe('pending');
    expect(session.url).toBe(`http://localhost:5500/phone-verify?session=${encodeURIComponent(session.sessionId)}`);

    const phone = await verifiedPhone();
    const body = { country: 'India', countryCode: '+91', number: phone.number, idToken: phone.token };
    // Only a real token for the number given is taken; nothing is stored before.
    expect((await post(`/api/phone-sessions/${session.sessionId}/token`, { ...body, idToken: forgedIdToken(`+91${phone.number}`) })).statusCode).toBe(400);
    expect((await post(`/api/phone-sessions/${session.sessionId}/token`, { ...body, number: '9000000000' })).json()).toMatchObject({ code: 'PHONE_MISMATCH' });
    expect((await post(`/api/phone-sessions/${session.sessionId}/token`, { ...body, countryCode: '+44' })).statusCode).toBe(400);
    const posted = await post(`/api/phone-sessions/${session.sessionId}/token`, body);
    expect(posted.statusCode, posted.body).toBe(200);
    expect((await post(`/api/phone-sessions/${session.sessionId}/token`, body)).statusCode).toBe(409);

    const read = await t.app.inject({ method: 'GET', url: `/api/phone-sessions/${session.sessionId}`, headers: user.auth });
    const verified = read.json<{ status: string; result: { idToken: string; number: string } }>();
    expect(verified.status).toBe('verified');
    expect(verified.result.number).toBe(phone.number);
    // Someone else cannot read it; nobody signed out can.
    const stranger = await createTestUser(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/phone-sessions/${session.sessionId}`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/phone-sessions/${session.sessionId}` })).statusCode).toBe(401);

    // The relayed token creates the profile like one from the app itself.
    const created = await submitExpert(
      t,
      user,
      validSubmission({ profilePicture: picture, phoneIdToken: verified.result.idToken, number: phone.number, userName: freshName() }),
    );
    expect(created.statusCode, created.body).toBe(200);
  });

  it('refuses an unknown session and one past its 15 minutes', async () => {
    const { user } = await newApplicant();
    const phone = await verifiedPhone();
    const body = { country: 'India', countryCode: '+91', number: phone.number, idToken: phone.token };
    expect((await post(`/api/phone-sessions/${'x'.repeat(43)}/token`, body)).statusCode).toBe(404);
    const session = (await post('/api/phone-sessions', {}, user.auth)).json<{ sessionId: string }>();
    t.clock.advance(901_000);
    const late = await post(`/api/phone-sessions/${session.sessionId}/token`, body);
    expect(late.statusCode).toBe(410);
    const read = await t.app.inject({ method: 'GET', url: `/api/phone-sessions/${session.sessionId}`, headers: user.auth });
    expect(read.json()).toMatchObject({ status: 'expired', result: null });
  });
});
