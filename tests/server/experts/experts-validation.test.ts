import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertMessages as m } from '#shared/domain/expert-rules';
import type { ExpertSubmission } from '#shared/domain/expert-submission';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';
import { submitExpert, uploadAvatar, validSubmission } from '../../helpers/expert-submission';

/**
 * Every rule of the three wizard steps, as POST /api/experts enforces it with the shared schemas:
 * a 400 with the spec's message, the field it belongs to, and nothing stored. These checks run
 * before the phone token is looked at, so a placeholder token is enough here.
 */
let t: TestApp;
let user: Awaited<ReturnType<typeof createTestUser>>;
let picture: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t);
  picture = await uploadAvatar(t, user);
});
afterAll(async () => t.close());

const base = () => validSubmission({ profilePicture: picture, phoneIdToken: 'placeholder-token' });

async function expectRefused(change: (body: ExpertSubmission) => void, message: string, field: string) {
  const body = base();
  change(body);
  // A fresh caller each time keeps the suite under the per-caller rate limit of the route.
  const res = await submitExpert(t, await createTestUser(t), body);
  expect(res.statusCode, res.body).toBe(400);
  const json = res.json<{ message: string; code: string; fields: Record<string, string> }>();
  expect(json.code).toBe('VALIDATION');
  expect(json.message).toBe(message);
  const fieldKey = Object.keys(json.fields).find((k) => k === field || k.startsWith(`${field}.`));
  expect(fieldKey, JSON.stringify(json.fields)).toBeDefined();
  expect(json.fields[fieldKey ?? '']).toBe(message);
  const stored = await t.db.kysely.selectFrom('expert_profiles').select('id').execute();
  expect(stored).toHaveLength(0);
}

describe('POST /api/experts validation, step 1 (personal info)', () => {
  it('needs a full name, a display name and a username', async () => {
    await expectRefused((b) => (b.firstName = '   '), m.fullNameRequired, 'firstName');
    await expectRefused((b) => (b.lastName = ''), m.fullNameRequired, 'lastName');
    await expectRefused((b) => (b.displayName = ' '), m.displayNameRequired, 'displayName');
    await expectRefused((b) => (b.userName = ''), m.usernameRequired, 'userName');
  });

  it('applies the username rule', async () => {
    await expectRefused((b) => (b.userName = 'ab'), m.usernameTooShort, 'userName');
    for (const bad of ['.ada', 'ada.', '_ada', 'ada_', 'a..b', 'a__b', 'a._b', 'ada lovelace', 'ada-l', 'adá']) {
      await expectRefused((b) => (b.userName = bad), m.usernameInvalid, 'userName');
    }
  });

  it('needs a profile picture', async () => {
    await expectRefused((b) => (b.profilePicture = ''), m.profilePictureRequired, 'profilePicture');
  });

  it('needs 150 to 650 characters about you', async () => {
    await expectRefused((b) => (b.description = 'x'.repeat(149)), m.bioMinimum, 'description');
    await expectRefused((b) => (b.description = `   ${'x'.repeat(140)}          `), m.bioMinimum, 'description');
    await expectRefused((b) => (b.description = 'x'.repeat(651)), m.bioMinimum, 'description');
  });

  it('needs at least one language with a level, from the list', async () => {
    await expectRefused((b) => (b.languages = []), m.languageRequired, 'languages');
    await expectRefused(
      (b) => (b.languages = [{ language: 'English', languageExperience: '' }, { language: '', languageExperience: 'Fluent' }]),
      m.languageRequired,
      'languages',
    );
    await expectRefused((b) => (b.languages = [{ language: 'Klingon', languageExperience: 'Fluent' }]), m.unknownLanguage, 'languages');
    await expectRefused((b) => (b.languages = [{ language: 'English', languageExperience: 'Native' }]), m.unknownLanguageLevel, 'languages');
  });
});

describe('POST /api/experts validation, step 2 (professional info)', () => {
  const row = { profession: 'Software Engineer', fromYear: '2014', toYear: '2020', professionSpecialties: [] as string[] };

  it('needs every profession row complete', async () => {
    await expectRefused((b) => (b.profession = []), m.professionRequired, 'profession');
    await expectRefused((b) => (b.profession = [{ ...row, toYear: '' }]), m.professionRequired, 'profession');
    await expectRefused((b) => (b.profession = [row, { ...row, profession: '' }]), m.professionRequired, 'profession');
  });

  it('keeps From not after To, years 1980 to next year, professions and specialities from the list', async () => {
    await expectRefused((b) => (b.profession = [{ ...row, fromYear: '2021', toYear: '2020' }]), m.yearOrder, 'profession');
    await expectRefused((b) => (b.profession = [{ ...row, fromYear: '1979' }]), m.yearOutOfRange, 'profession');
    const tooLate = String(new Date().getUTCFullYear() + 2);
    await expectRefused((b) => (b.profession = [{ ...row, fromYear: '2020', toYear: tooLate }]), m.yearOutOfRange, 'profession');
    await expectRefused((b) => (b.profession = [{ ...row, profession: 'Astronaut' }]), m.unknownProfession, 'profession');
    await expectRefused(
      (b) => (b.profession = [{ ...row, professionSpecialties: ['Sourdough'] }]),
      m.unknownSpeciality,
      'profession',
    );
  });

  it('needs at least one complete skill from the catalogue, once each', async () => {
    const skill = { skill: 'Web Development', skillLevel: 'Expert', experience: '9 years', subSkills: [] as string[] };
    await expectRefused((b) => (b.skills = []), m.skillRequired, 'skills');
    await expectRefused((b) => (b.skills = [{ ...skill, experience: '' }]), m.skillIncomplete, 'skills');
    await expectRefused((b) => (b.skills = [{ ...skill, skillLevel: 'Guru' }]), m.skillIncomplete, 'skills');
    await expectRefused((b) => (b.skills = [{ ...skill, skill: 'Juggling' }]), m.unknownSkill, 'skills');
    await expectRefused((b) => (b.skills = [skill, { ...skill, skillLevel: 'Beginner' }]), m.duplicateSkill, 'skills');
    await expectRefused((b) => (b.skills = [{ ...skill, subSkills: ['Not a sub-skill'] }]), m.unknownSubSkill, 'skills');
  });

  it('needs at least one software from the catalogue', async () => {
    await expectRefused((b) => (b.softwares = []), m.softwareRequired, 'softwares');
    await expectRefused((b) => (b.softwares = ['VS Code', 'Notepad 3000']), m.unknownSoftware, 'softwares');
  });
});

describe('POST /api/experts validation, step 3 (account security)', () => {
  it('needs the phone sign-in token: a client "verified" flag is not enough', async () => {
    await expectRefused((b) => Reflect.deleteProperty(b, 'phoneIdToken'), m.verifyMobile, 'phoneIdToken');
    await expectRefused((b) => (b.phoneIdToken = ''), m.verifyMobile, 'phoneIdToken');
  });

  it('takes digits only and a country from the list', async () => {
    await expectRefused((b) => (b.mobileNumber = { ...b.mobileNumber, number: '98765-4321' }), m.phoneDigits, 'mobileNumber');
    await expectRefused((b) => (b.mobileNumber = { ...b.mobileNumber, countryCode: '+44' }), m.unknownCountry, 'mobileNumber');
  });
});

describe('POST /api/experts access', () => {
  it('needs a signed-in caller', async () => {
    const res = await submitExpert(t, null, base());
    expect(res.statusCode).toBe(401);
  });

  it('refuses a picture update from a user who is not an expert', async () => {
    const res = await submitExpert(t, user, { profilePicture: picture });
    expect(res.statusCode).toBe(403);
    expect((await submitExpert(t, user, { profilePicture: '' })).json()).toMatchObject({ message: m.profilePictureRequired });
  });
});
