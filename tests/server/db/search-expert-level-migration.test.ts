import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { migrations } from '#server/db/migrations/index';
import { migrateToLatest } from '#server/db/migrate';
import type { LevelId } from '#shared/domain/levels';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { testDbKind } from '../../helpers/test-db';
import { searchIds } from '../../helpers/search-data';
import { insertGig } from '../bookings/bookings-fixtures';

const LEVEL_MIGRATIONS = ['1150_search_expert_level', '1151_keyword_positions'];
/** The migrations before 1150 in name order: the database is taken back there, later ones included. */
const BEFORE = Object.keys(migrations).sort().filter((name) => name < (LEVEL_MIGRATIONS[0] ?? '')).at(-1) ?? '';
/** Every migration but the levels' search ones: a database made before they landed has the later ones already. */
const without: MigrationProvider = {
  getMigrations: async () => Object.fromEntries(Object.entries(migrations).filter(([name]) => !LEVEL_MIGRATIONS.includes(name))),
};

/**
 * Migration 1150 lands after 1160 and later were applied (they sort after it but ran first), on a
 * database with hidden gigs, a suspended owner and a held-back review: it adds the held level and
 * keeps every rule the index's source view had (0921, 0990, 1000).
 */
describe(`migration 1150 on a database made without it, on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const down = await new Migrator({ db: t.db.kysely, provider: { getMigrations: async () => migrations } }).migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    const up = await new Migrator({ db: t.db.kysely, provider: without, allowUnorderedMigrations: true }).migrateToLatest();
    expect(up.error).toBeUndefined();
  }, 120_000);
  afterAll(async () => t?.close());

  const hold = (expertId: string, level: LevelId) =>
    t.db.kysely
      .insertInto('expert_levels')
      .values({ expert_id: expertId, level, evaluations_below: 0, evaluated_on: '2026-03-01', updated_at: t.clock.now().toISOString() })
      .execute();

  it('indexes each expert\'s level, and leaves hidden gigs, suspended owners and held-back reviews out as before', async () => {
    const shown = await createTestExpert(t);
    const suspended = await createTestExpert(t);
    const shownGig = await insertGig(t, shown, { title: 'Heron calligraphy in Procreate' });
    const hiddenGig = await insertGig(t, shown, { title: 'Heron brush pens in Procreate' });
    const suspendedGig = await insertGig(t, suspended, { title: 'Heron watercolour in Procreate' });
    const now = t.clock.now().toISOString();
    for (const [rating, heldBack] of [[5, null], [1, 'suspended']] as const) {
      const buyer = await createTestUser(t);
      await t.db.kysely
        .insertInto('reviews')
        .values({ id: randomUUID(), booking_id: randomUUID(), gig_id: shownGig, expert_id: shown.expertId, buyer_id: buyer.id, rating, text: 'A clear session.', created_at: now, held_back: heldBack })
        .execute();
    }
    await t.db.kysely.updateTable('gigs').set({ hidden_at: now, hidden_reason: 'Copied work' }).where('id', '=', hiddenGig).execute();
    await t.db.kysely.updateTable('users').set({ suspended_at: now }).where('id', '=', suspended.id).execute();
    await hold(shown.expertId, 'level-2');
    await hold(suspended.expertId, 'top-rated');

    expect((await migrateToLatest(t.db.kysely)).sort()).toEqual(LEVEL_MIGRATIONS);

    const rows = await t.db.kysely
      .selectFrom('gig_search')
      .select(['gig_id', 'listed', 'tier', 'review_count', 'rating_sum'])
      .where('gig_id', 'in', [shownGig, hiddenGig, suspendedGig])
      .execute();
    expect(Object.fromEntries(rows.map(({ gig_id, ...figures }) => [gig_id, figures]))).toEqual({
      [shownGig]: { listed: 1, tier: 2, review_count: 1, rating_sum: 5 },
      [hiddenGig]: { listed: 0, tier: 2, review_count: 0, rating_sum: 0 },
      [suspendedGig]: { listed: 0, tier: 3, review_count: 0, rating_sum: 0 },
    });
    expect(await searchIds(t, { keyword: 'heron' })).toEqual([shownGig]);
    expect(await searchIds(t, { keyword: 'heron', level: 'level-2' })).toEqual([shownGig]);
    expect(await searchIds(t, { level: 'level-2', rating: '4' })).toEqual([shownGig]);
    expect(await searchIds(t, { keyword: 'heron', level: 'top-rated' })).toEqual([]);
  });
});
