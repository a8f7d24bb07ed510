import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateLevels } from '#server/modules/levels/evaluate';
import { LEVEL_FILTERS } from '#shared/domain/search';
import type { LevelId } from '#shared/domain/levels';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { testDbKind } from '../../helpers/test-db';
import { insertGig } from '../bookings/bookings-fixtures';
import { levelOneExpert } from '../levels/levels-fixtures';

type Answer = { total: number; items: Array<{ _id: string; expert: { earnedLevel: string } }> };

/**
 * The expert level filter ("Level 2" finds Level 2 and Top Rated) on the search index, kept in step
 * with the held level by the index's triggers, and the level as a small share of relevance.
 */
describe(`search by expert level on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/gigs/search?${query}` });
    expect(res.statusCode, query).toBe(200);
    return res.json<Answer>();
  };
  const ids = async (query: string) => (await search(query)).items.map((c) => c._id);
  /** Sets an expert's held level as the daily evaluation writes it (an upsert of their row). */
  const hold = async (expertId: string, level: LevelId) => {
    const values = { level, evaluations_below: 0, evaluated_on: '2026-03-01', updated_at: t.clock.now().toISOString() };
    await t.db.kysely
      .insertInto('expert_levels')
      .values({ expert_id: expertId, ...values })
      .onConflict((oc) => oc.column('expert_id').doUpdateSet(values))
      .execute();
  };

  it('finds the experts at a level and above, with a keyword and without, and follows a change of level', async () => {
    const one = await levelOneExpert(t);
    const two = await createTestExpert(t);
    const fresh = await createTestExpert(t);
    const oneGig = await insertGig(t, one, { title: 'Quetzal rigging in Blender' });
    const twoGig = await insertGig(t, two, { title: 'Quetzal animation in Blender' });
    const freshGig = await insertGig(t, fresh, { title: 'Quetzal modelling in Blender' });
    await evaluateLevels(t.db.kysely, t.clock.now());
    await hold(two.expertId, 'level-2');

    expect((await ids('keyword=quetzal')).sort()).toEqual([oneGig, twoGig, freshGig].sort());
    expect((await ids('keyword=quetzal&level=level-1')).sort()).toEqual([oneGig, twoGig].sort());
    expect(await ids('keyword=quetzal&level=level-2')).toEqual([twoGig]);
    expect(await search('keyword=quetzal&level=top-rated')).toMatchObject({ total: 0, items: [] });
    // Without a keyword (PostgreSQL reads the column, SQLite the facet word), under another filter too.
    expect(await ids('level=level-2')).toEqual([twoGig]);
    expect(await ids('level=level-2&sortBy=lowest-price')).toEqual([twoGig]);
    expect(await ids('level=level-2&hourlyRate=800%2B')).toEqual([]);
    // Blank is no filter, as for the other filters.
    expect((await search('keyword=quetzal&level=')).total).toBe(3);

    await hold(two.expertId, 'top-rated');
    expect(await ids('keyword=quetzal&level=top-rated')).toEqual([twoGig]);
    await hold(two.expertId, 'new');
    expect(await ids('keyword=quetzal&level=level-1')).toEqual([oneGig]);
    await t.db.kysely.deleteFrom('expert_levels').where('expert_id', '=', one.expertId).execute();
    expect(await search('keyword=quetzal&level=level-1')).toMatchObject({ total: 0 });
    // A gig listed after the expert got their level is indexed with it.
    await hold(fresh.expertId, 'level-2');
    const later = await insertGig(t, fresh, { title: 'Quetzal texturing in Blender' });
    expect((await ids('keyword=quetzal&level=level-2')).sort()).toEqual([freshGig, later].sort());
  });

  it('keeps a hidden gig and a suspended owner\'s gigs out under the level filter, as without it', async () => {
    const shown = await createTestExpert(t);
    const suspended = await createTestExpert(t);
    const shownGig = await insertGig(t, shown, { title: 'Ibis lettering in Procreate' });
    const hiddenGig = await insertGig(t, shown, { title: 'Ibis inking in Procreate' });
    const suspendedGig = await insertGig(t, suspended, { title: 'Ibis shading in Procreate' });
    await hold(shown.expertId, 'level-2');
    await hold(suspended.expertId, 'top-rated');
    const now = t.clock.now().toISOString();
    await t.db.kysely.updateTable('gigs').set({ hidden_at: now, hidden_reason: 'Copied work' }).where('id', '=', hiddenGig).execute();
    await t.db.kysely.updateTable('users').set({ suspended_at: now }).where('id', '=', suspended.id).execute();

    expect(await ids('keyword=ibis')).toEqual([shownGig]);
    expect(await ids('keyword=ibis&level=level-2')).toEqual([shownGig]);
    expect(await ids('keyword=ibis&level=top-rated')).toEqual([]);
    // A change of level refreshes the rows without listing them again.
    await hold(shown.expertId, 'top-rated');
    expect(await ids('keyword=ibis&level=top-rated')).toEqual([shownGig]);

    await t.db.kysely.updateTable('users').set({ suspended_at: null }).where('id', '=', suspended.id).execute();
    expect((await ids('keyword=ibis&level=top-rated')).sort()).toEqual([shownGig, suspendedGig].sort());
  });

  it('refuses a level off the list with the shared message, and New, which is no filter', async () => {
    for (const value of ['level-9', 'new', 'Level 1']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/gigs/search?keyword=quetzal&level=${encodeURIComponent(value)}` });
      expect(res.statusCode, value).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(`Level must be one of: ${LEVEL_FILTERS.join(', ')} (that level and up).`);
    }
    const twice = await t.app.inject({ method: 'GET', url: '/api/gigs/search?level=level-1&level=level-2' });
    expect(twice.statusCode).toBe(400);
  });

  it('ranks a held level a little higher among gigs that match as well, never over a better match', async () => {
    const older = await createTestExpert(t);
    const newer = await createTestExpert(t);
    const olderGig = await insertGig(t, older, { title: 'Okapi sketching in Krita' });
    const newerGig = await insertGig(t, newer, { title: 'Okapi sketching in Krita' });
    // The same text: the quality key decides (no reviews: the newer gig first).
    expect(await ids('keyword=okapi')).toEqual([newerGig, olderGig]);
    await hold(older.expertId, 'level-1');
    expect(await ids('keyword=okapi')).toEqual([olderGig, newerGig]);

    const titled = await insertGig(t, newer, { title: 'Wombat drawing in Krita' });
    const described = await insertGig(t, older, { title: 'Krita brushes for comics' });
    await t.db.kysely.updateTable('gigs').set({ description: 'Draw a wombat, a cat or a dog with clean lines.' }).where('id', '=', described).execute();
    await hold(older.expertId, 'top-rated');
    expect(await ids('keyword=wombat')).toEqual([titled, described]);
  });
});
