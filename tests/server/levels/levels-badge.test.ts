import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateLevels } from '#server/modules/levels/evaluate';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { testDbKind } from '../../helpers/test-db';
import { insertGig } from '../bookings/bookings-fixtures';
import { levelOneExpert } from './levels-fixtures';

type Card = { _id: string; expert: { userName: string; earnedLevel: string } };

/** Buyers see the level the evaluation gave an expert: on search cards, the gig page and the expert page. */
describe(`the level badge's data on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.json<T>();
  };

  it('answers the held level of each gig’s expert, New for one never raised', async () => {
    const ranked = await levelOneExpert(t);
    const fresh = await createTestExpert(t);
    const rankedGig = await insertGig(t, ranked, { title: 'Zanzibar levels walkthrough in Blender' });
    const freshGig = await insertGig(t, fresh, { title: 'Zanzibar lighting for beginners in Blender' });
    // Measured at Level 1 but not yet evaluated: buyers see the level held, not a preview.
    const before = await get<{ items: Card[] }>('/api/gigs/search?keyword=zanzibar');
    expect(before.items.map((c) => c.expert.earnedLevel)).toEqual(['new', 'new']);

    await evaluateLevels(t.db.kysely, t.clock.now());
    const after = await get<{ items: Card[] }>('/api/gigs/search?keyword=zanzibar');
    expect(Object.fromEntries(after.items.map((c) => [c._id, c.expert.earnedLevel]))).toEqual({ [rankedGig]: 'level-1', [freshGig]: 'new' });
    expect((await get<{ expert: { earnedLevel: string } }>(`/api/public/gigs/${rankedGig}`)).expert.earnedLevel).toBe('level-1');
    const profile = await get<{ expert: { earnedLevel: string }; gigs: Card[] }>(`/api/public/experts/${ranked.userName}`);
    expect(profile.expert.earnedLevel).toBe('level-1');
    expect(profile.gigs.length).toBeGreaterThan(0);
    expect(new Set(profile.gigs.map((g) => g.expert.earnedLevel))).toEqual(new Set(['level-1']));
  });
});
