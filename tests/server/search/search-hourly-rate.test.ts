import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertMessages as m } from '#shared/domain/expert-rules';
import { startAuthEmulator, type AuthEmulator } from '../../helpers/firebase-emulator';
import { phoneIdToken } from '../../helpers/phone-sign-in';
import { submitExpert, uploadAvatar, validSubmission } from '../../helpers/expert-submission';
import { createTestGig } from '../../helpers/gigs';
import { searchIds } from '../../helpers/search-data';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';

/**
 * The hourly rate from the wizard's step 2 through POST /api/experts to the public profile and the
 * search's hourly-rate filter; out-of-range rates are refused with the shared message.
 */
let emulator: AuthEmulator;
let t: TestApp;
let n = 0;

beforeAll(async () => {
  emulator = await startAuthEmulator();
  t = await createTestApp({ FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await emulator?.stop();
});

async function submitWithRate(hourlyRate: number | null, userName: string) {
  n += 1;
  const user = await createTestUser(t);
  const picture = await uploadAvatar(t, user);
  const number = `97${String(Date.now() % 1_000_000).padStart(6, '0')}${String(n).padStart(2, '0')}`;
  const token = await phoneIdToken(emulator.host, `+91${number}`);
  const body = validSubmission({ profilePicture: picture, phoneIdToken: token, number, userName, hourlyRate });
  return { user, res: await submitExpert(t, user, body) };
}

describe('hourly rate', () => {
  it('is stored from the submission, shown on the public profile and used by the search filter', async () => {
    const { user, res } = await submitWithRate(360, 'rate.rita');
    expect(res.statusCode, res.body).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: '/api/public/experts/rate.rita' });
    expect(profile.json()).toMatchObject({ expert: { hourlyRate: 360 } });
    const gig = await createTestGig(t, user, { title: 'Hourly rate bucket check for a React gig' });
    expect(await searchIds(t, { hourlyRate: '200-400' })).toEqual([gig]);
    expect(await searchIds(t, { hourlyRate: '400-800' })).toEqual([]);
  });

  it('may be left out', async () => {
    const { res } = await submitWithRate(null, 'rate.none');
    expect(res.statusCode, res.body).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: '/api/public/experts/rate.none' });
    expect(profile.json()).toMatchObject({ expert: { hourlyRate: null } });
  });

  it.each([0, 10_001, 12.5])('refuses %s with the shared message and stores nothing', async (rate) => {
    const { user, res } = await submitWithRate(rate, `rate.bad${String(rate).replace('.', '')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: m.hourlyRateInvalid });
    expect(await t.db.kysely.selectFrom('expert_profiles').select('id').where('user_id', '=', user.id).executeTakeFirst()).toBeUndefined();
  });
});
