import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestGig, uploadGalleryImage, validGigInput } from '../../helpers/gigs';
import { addReviews, pricingFrom, search, searchIds, type SearchBody } from '../../helpers/search-data';

/**
 * The index follows every change through the database triggers: gigs made, edited, switched off
 * and deleted through the gigs API; experts' rates, skills and reviews changed; experts removed.
 */
let t: TestApp;
let expert: Awaited<ReturnType<typeof createTestExpert>>;

beforeAll(async () => {
  t = await createTestApp();
  expert = await createTestExpert(t, {
    userName: 'sync_sam',
    hourlyRate: 240,
    skills: [['Photography', 'Beginner', '2 years']],
  });
});
afterAll(async () => t?.close());

const ids = (query: Record<string, string>) => searchIds(t, query);
const indexRows = async () =>
  Number((await t.db.kysely.selectFrom('gig_search').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const gigRows = async () =>
  Number((await t.db.kysely.selectFrom('gigs').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const put = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/gigs/${id}`, headers: expert.auth, payload });

describe('the search index stays in step', () => {
  let gig: string;

  it('finds a gig as soon as the gigs API creates it', async () => {
    gig = await createTestGig(t, expert, {
      title: 'Portrait lighting walkthrough with one flash',
      category: 'Photography',
      subCategory: 'Photography',
      softwares: ['Lightroom'],
      tags: ['portrait', 'lighting', 'flash', 'studio'],
      description: 'Bring your camera and we set up a portrait together.',
      pricing: pricingFrom(35),
    });
    expect(await ids({ keyword: 'portrait' })).toEqual([gig]);
    expect(await ids({ keyword: 'lightroom' })).toEqual([gig]);
    expect(await indexRows()).toBe(await gigRows());
  });

  it('follows an edit of the whole gig: new words found, old ones gone, new price', async () => {
    const gallery = [await uploadGalleryImage(t, expert)];
    const res = await put(gig, {
      ...validGigInput(gallery),
      title: 'Wedding photography coaching for new shooters',
      category: 'Photography',
      subCategory: 'Photo Editing',
      softwares: ['Capture One'],
      tags: ['wedding', 'coaching', 'posing', 'timeline'],
      pricing: pricingFrom(12),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ids({ keyword: 'portrait' })).toEqual([]);
    expect(await ids({ keyword: 'wedding' })).toEqual([gig]);
    expect(await ids({ keyword: 'capture one' })).toEqual([gig]);
    const body = (await search(t, { keyword: 'wedding' })).json<SearchBody>();
    expect(body.items[0]?.startingPrice).toBe(12);
  });

  it('hides a switched-off gig and shows it again when switched on', async () => {
    expect((await put(gig, { active: false })).statusCode).toBe(200);
    expect(await ids({ keyword: 'wedding' })).toEqual([]);
    expect(await ids({})).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/gigs/${gig}` })).statusCode).toBe(404);
    expect((await put(gig, { active: true })).statusCode).toBe(200);
    expect(await ids({ keyword: 'wedding' })).toEqual([gig]);
  });

  it("follows the expert's hourly rate, including the bucket edges", async () => {
    const setRate = (rate: number | null) =>
      t.db.kysely.updateTable('expert_profiles').set({ hourly_rate: rate }).where('id', '=', expert.expertId).execute();
    const bucket = async () => {
      for (const b of ['0-200', '200-400', '400-800', '800+']) if ((await ids({ hourlyRate: b })).includes(gig)) return b;
      return null;
    };
    expect(await bucket()).toBe('200-400');
    await setRate(200);
    expect(await bucket()).toBe('200-400');
    await setRate(199);
    expect(await bucket()).toBe('0-200');
    await setRate(800);
    expect(await bucket()).toBe('800+');
    await setRate(799);
    expect(await bucket()).toBe('400-800');
    await setRate(null);
    expect(await bucket()).toBe(null);
    expect(await ids({ hourlyRate: 'any' })).toEqual([gig]);
  });

  it("follows the expert's skills: searchable words, level and experience", async () => {
    expect(await ids({ keyword: 'retouching' })).toEqual([]);
    expect(await ids({ expertise: 'beginner' })).toEqual([gig]);
    await t.db.kysely
      .insertInto('expert_skills')
      .values({
        expert_id: expert.expertId,
        position: 1,
        skill: 'Photo Editing',
        level: 'Expert',
        experience: '9 years',
        sub_skills_json: '["Retouching","Color Correction"]',
      })
      .execute();
    expect(await ids({ keyword: 'retouching' })).toEqual([gig]);
    expect(await ids({ expertise: 'expert' })).toEqual([gig]);
    const card = ((await search(t, {})).json<SearchBody>()).items[0];
    expect(card?.expert).toMatchObject({ level: 'Expert', experienceYears: 9 });

    await t.db.kysely.deleteFrom('expert_skills').where('expert_id', '=', expert.expertId).where('skill', '=', 'Photo Editing').execute();
    expect(await ids({ keyword: 'retouching' })).toEqual([]);
    expect(await ids({ expertise: 'beginner' })).toEqual([gig]);
  });

  it("follows the expert's languages, with or without a bit in the language mask", async () => {
    const speak = (language: string, position: number) =>
      t.db.kysely.insertInto('expert_languages').values({ expert_id: expert.expertId, position, language, level: 'Fluent' }).execute();
    expect(await ids({ language: 'Hindi' })).toEqual([]);
    expect(await ids({ language: 'Polish' })).toEqual([]);
    await speak('Hindi', 1);
    await speak('Polish', 2);
    expect(await ids({ language: 'Hindi' })).toEqual([gig]);
    expect(await ids({ language: 'polish' })).toEqual([gig]);
    expect(await ids({ language: 'English' })).toEqual([gig]);
    await t.db.kysely.deleteFrom('expert_languages').where('expert_id', '=', expert.expertId).where('language', 'in', ['Hindi', 'Polish']).execute();
    expect(await ids({ language: 'Hindi' })).toEqual([]);
    expect(await ids({ language: 'Polish' })).toEqual([]);
    expect(await ids({ language: 'English' })).toEqual([gig]);
  });

  it('follows reviews as they come and go', async () => {
    expect(await ids({ rating: '2' })).toEqual([]);
    await addReviews(t, gig, expert.expertId, [5, 4]);
    expect(await ids({ rating: '4' })).toEqual([gig]);
    const card = ((await search(t, {})).json<SearchBody>()).items[0];
    expect(card).toMatchObject({ rating: 4.5, reviewCount: 2 });
    await t.db.kysely.deleteFrom('reviews').where('gig_id', '=', gig).execute();
    expect(await ids({ rating: '2' })).toEqual([]);
  });

  it('forgets a gig deleted through the gigs API', async () => {
    const other = await createTestGig(t, expert, { title: 'Drone footage basics for real estate shoots' });
    expect(await ids({ keyword: 'drone' })).toEqual([other]);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/gigs/${other}`, headers: expert.auth });
    expect(res.statusCode).toBe(200);
    expect(await ids({ keyword: 'drone' })).toEqual([]);
    expect(await indexRows()).toBe(await gigRows());
  });

  it('forgets every gig of an expert whose account is deleted', async () => {
    const leaving = await createTestExpert(t, { userName: 'leaving_lee' });
    const id = await createTestGig(t, leaving, { title: 'Astrophotography stacking night session' });
    expect(await ids({ keyword: 'astrophotography' })).toEqual([id]);
    await t.db.kysely.deleteFrom('users').where('id', '=', leaving.id).execute();
    expect(await ids({ keyword: 'astrophotography' })).toEqual([]);
    expect(await indexRows()).toBe(await gigRows());
  });
});
