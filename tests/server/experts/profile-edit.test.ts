import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertMessages as m } from '#shared/domain/expert-rules';
import { BIO, validEdit } from '../../helpers/expert-submission';
import { createTestExpert } from '../../helpers/experts';
import { createTestGig } from '../../helpers/gigs';
import { pricingFrom, search, searchIds } from '../../helpers/search-data';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';

/**
 * An expert edits their profile after onboarding (PUT /api/experts/me) with the wizard's rules and
 * messages; only their own, only as an expert; the search and the public pages show it at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Caller = { auth: Record<string, string> };
const getOwn = (caller: Caller | null) => t.app.inject({ method: 'GET', url: '/api/experts/me', headers: caller?.auth ?? {} });
const putOwn = (caller: Caller | null, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/experts/me', headers: caller?.auth ?? {}, payload });
const row = (userName: string) =>
  t.db.kysely.selectFrom('expert_profiles').selectAll().where('user_name', '=', userName).executeTakeFirstOrThrow();

let names = 0;
const freshName = () => `edit.${Date.now() % 100000}_${(names += 1)}`;

describe(`editing an expert profile on ${testDbKind()}`, () => {
  it('answers 401 signed out and 403 to a non-expert, before it reads the body', async () => {
    const buyer = await createTestUser(t);
    for (const body of [validEdit({ userName: 'someone' }), { displayName: '' }]) {
      expect((await putOwn(null, body)).statusCode).toBe(401);
      const refused = await putOwn(buyer, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().fields).toBeUndefined();
    }
    expect((await getOwn(null)).statusCode).toBe(401);
    expect((await getOwn(buyer)).statusCode).toBe(403);
    expect(await t.db.kysely.selectFrom('expert_profiles').select('id').where('user_id', '=', buyer.id).executeTakeFirst()).toBeUndefined();
  });

  it('reads the expert their own profile, private parts included', async () => {
    const expert = await createTestExpert(t, { userName: freshName(), hourlyRate: 55 });
    const res = await getOwn(expert);
    expect(res.statusCode).toBe(200);
    const stored = await row(expert.userName);
    expect(res.json()).toMatchObject({
      userName: expert.userName,
      firstName: 'Ada',
      lastName: stored.last_name,
      hourlyRate: 55,
      languages: [{ language: 'English', languageExperience: 'Fluent' }],
      mobileNumber: { country: 'India', countryCode: '+91', number: stored.phone_number.slice(3) },
    });
  });

  it('saves every part, answers the updated user, and the public expert page shows it', async () => {
    const expert = await createTestExpert(t, { userName: freshName() });
    const userName = freshName();
    const edit = validEdit({
      userName,
      displayName: 'Ada the Builder',
      description: `  ${BIO} Now also bookkeeping.  `,
      softwares: ['Figma', 'Blender'],
      hourlyRate: 75,
    });
    const res = await putOwn(expert, edit);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.expertProfile).toMatchObject({ userName, displayName: 'Ada the Builder', softwares: ['Figma', 'Blender'] });

    const stored = await row(userName);
    expect(stored).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', description: `${BIO} Now also bookkeeping.`, hourly_rate: 75 });
    const own = (await getOwn(expert)).json();
    expect(own).toMatchObject({ languages: edit.languages, profession: edit.profession, skills: edit.skills, softwares: edit.softwares });

    const page = await t.app.inject({ method: 'GET', url: `/api/public/experts/${userName}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().expert).toMatchObject({ displayName: 'Ada the Builder', hourlyRate: 75, softwares: ['Figma', 'Blender'] });
    expect(page.json().expert.description).toContain('Now also bookkeeping.');
    expect((await t.app.inject({ method: 'GET', url: `/api/public/experts/${expert.userName}` })).statusCode).toBe(404);
  });

  it('refuses what the wizard refuses, with its messages, and changes nothing', async () => {
    const expert = await createTestExpert(t, { userName: freshName() });
    const ok = validEdit({ userName: expert.userName });
    const before = await row(expert.userName);
    const cases: Array<[string, object, string]> = [
      ['displayName', { displayName: '  ' }, m.displayNameRequired],
      ['firstName', { firstName: '' }, m.fullNameRequired],
      ['userName', { userName: '_bad_' }, m.usernameInvalid],
      ['userName', { userName: 'ab' }, m.usernameTooShort],
      ['description', { description: 'Too short.' }, m.bioMinimum],
      ['languages', { languages: [{ language: 'English', languageExperience: '' }] }, m.languageRequired],
      ['profession', { profession: [{ profession: 'Software Engineer', fromYear: '', toYear: 'Present', professionSpecialties: [] }] }, m.professionRequired],
      ['skills', { skills: [] }, m.skillRequired],
      ['skills', { skills: [{ skill: 'Juggling', skillLevel: 'Expert', experience: '2 years', subSkills: [] }] }, m.unknownSkill],
      ['softwares', { softwares: [] }, m.softwareRequired],
      ['hourlyRate', { hourlyRate: 0 }, m.hourlyRateInvalid],
      ['hourlyRate', { hourlyRate: 12.5 }, m.hourlyRateInvalid],
    ];
    for (const [field, change, message] of cases) {
      const res = await putOwn(expert, { ...ok, ...change });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      // A list's message sits at its top-level field or at the row that breaks the rule ('profession.0').
      const fields: Record<string, string> = res.json().fields ?? {};
      const key = Object.keys(fields).find((k) => k === field || k.startsWith(`${field}.`));
      expect(key ? fields[key] : undefined, JSON.stringify(fields)).toBe(message);
    }
    expect(await row(expert.userName)).toEqual(before);
  });

  it('keeps a username taken by someone else, whatever its case, and lets the expert keep their own', async () => {
    const other = await createTestExpert(t, { userName: freshName() });
    const expert = await createTestExpert(t, { userName: freshName() });
    const taken = await putOwn(expert, validEdit({ userName: other.userName.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'USERNAME_TAKEN', fields: { userName: m.usernameTaken } });
    expect((await putOwn(expert, validEdit({ userName: expert.userName }))).statusCode).toBe(200);
  });

  it('edits only the caller’s profile and never its phone', async () => {
    const other = await createTestExpert(t, { userName: freshName() });
    const expert = await createTestExpert(t, { userName: freshName() });
    const otherBefore = await row(other.userName);
    const phoneBefore = (await row(expert.userName)).phone_number;
    const res = await putOwn(expert, {
      ...validEdit({ userName: expert.userName, displayName: 'Only Mine' }),
      mobileNumber: { country: 'India', countryCode: '+91', number: '9000000001' },
      userId: other.id,
    });
    expect(res.statusCode).toBe(200);
    expect((await row(expert.userName)).phone_number).toBe(phoneBefore);
    expect(await row(other.userName)).toEqual(otherBefore);
  });
});

describe(`the search follows an edited profile on ${testDbKind()}`, () => {
  it('finds the expert’s gig by a newly added skill and no longer by a removed one, with the new name and rate', async () => {
    const expert = await createTestExpert(t, { userName: freshName(), hourlyRate: 30, skills: [['Screenwriting', 'Expert', '5 years']] });
    const gig = await createTestGig(t, expert, {
      title: 'Portrait lighting walkthrough with one flash',
      category: 'Photography',
      subCategory: 'Photography',
      softwares: ['Lightroom'],
      tags: ['portrait', 'lighting', 'flash', 'studio'],
      description: 'Bring your camera and we set up a portrait together.',
      pricing: pricingFrom(35),
    });
    expect(await searchIds(t, { keyword: 'screenwriting', exact: '1' })).toContain(gig);
    expect(await searchIds(t, { keyword: 'bookkeeping', exact: '1' })).not.toContain(gig);

    const res = await putOwn(
      expert,
      validEdit({
        userName: expert.userName,
        displayName: 'Renamed Expert',
        hourlyRate: 90,
        skills: [{ skill: 'Bookkeeping', skillLevel: 'Intermediate', experience: '3 years', subSkills: [] }],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);

    expect(await searchIds(t, { keyword: 'bookkeeping', exact: '1' })).toContain(gig);
    expect(await searchIds(t, { keyword: 'screenwriting', exact: '1' })).not.toContain(gig);
    const found = await search(t, { keyword: 'bookkeeping', exact: '1' });
    const card = found.json().items.find((i: { _id: string }) => i._id === gig);
    expect(card.expert).toMatchObject({ displayName: 'Renamed Expert', hourlyRate: 90, level: 'Intermediate', experienceYears: 3 });
    const index = await t.db.kysely.selectFrom('gig_search').select(['hourly_rate', 'level']).where('gig_id', '=', gig).executeTakeFirstOrThrow();
    expect(index).toEqual({ hourly_rate: 90, level: 2 });
  });
});
