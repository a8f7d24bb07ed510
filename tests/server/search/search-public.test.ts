import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createSearchData, search, type SearchData } from '../../helpers/search-data';

/** The public gig and expert pages, and what public answers must never carry. */
let t: TestApp;
let d: SearchData;

beforeAll(async () => {
  t = await createTestApp();
  d = await createSearchData(t);
  await t.db.kysely
    .insertInto('expert_professions')
    .values({
      expert_id: d.experts.dia.expertId,
      position: 0,
      profession: 'Software Engineer',
      from_year: '2016',
      to_year: 'Present',
      specialities_json: '["Frontend","Architecture"]',
    })
    .execute();
});
afterAll(async () => t?.close());

/** The private columns of an expert, read back from the database. */
async function privateValues(expertId: string): Promise<string[]> {
  const e = await t.db.kysely
    .selectFrom('expert_profiles')
    .select(['first_name', 'last_name', 'phone_number'])
    .where('id', '=', expertId)
    .executeTakeFirstOrThrow();
  return [e.last_name, e.phone_number, e.phone_number.replace('+', '')];
}

function expectNothingPrivate(body: string, values: string[]) {
  for (const key of ['firstName', 'lastName', 'first_name', 'last_name', 'phone', 'mobileNumber', 'email', 'password']) {
    expect(body).not.toContain(`"${key}`);
  }
  for (const value of values) expect(body).not.toContain(value);
}

describe('GET /api/public/gigs/:id', () => {
  it('answers the gig with its packages, rating and expert card', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/gigs/${d.gigs.premiereTitle}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, Record<string, unknown>>>();
    expect(body.gig).toMatchObject({
      _id: d.gigs.premiereTitle,
      title: 'Premiere Pro editing for your YouTube channel',
      category: 'Video Editing',
      subCategory: 'Video Editing',
      softwares: ['Premiere Pro'],
      tags: ['youtube', 'editing', 'cuts', 'pacing'],
      description: 'Live sessions to cut faster and cleaner.',
      rating: 4.7,
      reviewCount: 3,
      pricing: {
        basic: { credits: 30, title: 'Quick fix', sessionTime: '30 Minutes', extraTime: '10 Minutes', numberOfSessions: '1' },
        standard: { credits: 60 },
        premium: { credits: 120, numberOfSessions: '2' },
      },
    });
    expect(body.gig?.gallery).toEqual([expect.stringMatching(/^\/files\/.+\.(jpg|png|webp)$/)]);
    expect(body.expert).toMatchObject({
      userName: 'ada_edits',
      displayName: 'Ada Edits',
      hourlyRate: 160,
      languages: [{ language: 'English', level: 'Fluent' }],
      rating: 4.8,
      reviewCount: 4,
    });
    expect(String(body.expert?.memberSince)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expectNothingPrivate(res.body, await privateValues(d.experts.ada.expertId));
  });

  it('hides an inactive gig and an unknown one', async () => {
    for (const id of [d.gigs.inactive, 'no-such-gig']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/gigs/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Gig not found.', code: 'NOT_FOUND' });
    }
  });
});

describe('GET /api/public/experts/:userName', () => {
  it('answers the public profile and the active gigs, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/experts/dia_builds' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ expert: Record<string, unknown>; gigs: Array<{ _id: string }> }>();
    expect(body.expert).toMatchObject({
      userName: 'dia_builds',
      displayName: 'Dia Builds',
      hourlyRate: 1200,
      languages: [{ language: 'English', level: 'Fluent' }],
      skills: [
        { skill: 'Web Development', level: 'Expert', experience: '8 years', subSkills: [] },
        { skill: 'Motion Graphics', level: 'Intermediate', experience: '2 years', subSkills: [] },
      ],
      softwares: ['Visual Studio Code'],
      professions: [{ profession: 'Software Engineer', fromYear: '2016', toYear: 'Present', specialities: ['Frontend', 'Architecture'] }],
      rating: 4.3,
      reviewCount: 4,
    });
    expect(String(body.expert.description)).toMatch(/^I help people/);
    expect(body.gigs.map((g) => g._id)).toEqual([d.gigs.motion, d.gigs.reactPro]);
    expectNothingPrivate(res.body, await privateValues(d.experts.dia.expertId));
  });

  it('lists only active gigs and finds the expert whatever the case of the name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/experts/ADA_EDITS' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ expert: { userName: string; rating: number; reviewCount: number }; gigs: Array<{ _id: string }> }>();
    expect(body.expert.userName).toBe('ada_edits');
    expect(body.gigs.map((g) => g._id)).toEqual([d.gigs.premiereTitle]);
  });

  it('answers an expert without an hourly rate', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/experts/eli_data' });
    expect(res.json()).toMatchObject({ expert: { rating: 3, reviewCount: 2, hourlyRate: null } });
  });

  it('answers 404 for an unknown expert', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/experts/nobody_here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Expert not found.' });
  });
});

describe('search answers', () => {
  it('carry nothing private about any expert', async () => {
    const res = await search(t, { pageSize: '48' });
    const values = (await Promise.all(Object.values(d.experts).map((e) => privateValues(e.expertId)))).flat();
    expectNothingPrivate(res.body, values);
  });
});
