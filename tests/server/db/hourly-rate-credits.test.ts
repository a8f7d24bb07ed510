import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { migrations } from '#server/db/migrations/index';
import { creditsFromDollars, dollarsFromCredits } from '#server/db/migrations/1050_hourly_rate_credits';
import { HOURLY_RATE_BOUNDS, HOURLY_RATES } from '#shared/domain/search';
import { HOURLY_RATE_MAX } from '#shared/domain/expert-rules';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestGig } from '../../helpers/gigs';
import { searchIds } from '../../helpers/search-data';

/**
 * Migration 1050: hourly rates move from whole dollars to whole credits (dollars × ₹80 ÷ ₹10,
 * rounded half up), and the search index's rate buckets with them.
 */
describe('the rule of migration 1050', () => {
  it('converts dollars at ₹80 to the dollar into whole credits of ₹10, and back', () => {
    expect(creditsFromDollars(55)).toBe(440);
    expect(creditsFromDollars(1)).toBe(8);
    expect(creditsFromDollars(1000)).toBe(8000);
    for (const dollars of [1, 12, 25, 99, 1000]) expect(dollarsFromCredits(creditsFromDollars(dollars))).toBe(dollars);
    expect(dollarsFromCredits(444)).toBe(56);
    expect(dollarsFromCredits(443)).toBe(55);
  });

  it('keeps every dollar rate the wizard took within the credit limits', () => {
    expect(creditsFromDollars(1000)).toBeLessThanOrEqual(HOURLY_RATE_MAX);
  });

  it('maps each dollar bucket of before exactly onto a credit bucket', () => {
    const dollarBuckets = [[0, 25], [25, 50], [50, 100], [100, null]] as const;
    const creditBuckets = HOURLY_RATES.filter((b) => b !== 'any').map((b) => HOURLY_RATE_BOUNDS[b]);
    expect(creditBuckets).toEqual(dollarBuckets.map(([min, max]) => ({ min: creditsFromDollars(min), max: max === null ? null : creditsFromDollars(max) })));
  });
});

const provider: MigrationProvider = { getMigrations: async () => migrations };
const MIGRATION = '1050_hourly_rate_credits';
/** The migration before 1050, in the order Kysely runs them (by name): the database is taken back to it, later ones included. */
const BEFORE = Object.keys(migrations).sort().filter((name) => name < MIGRATION).at(-1) ?? '';

describe('migration 1050 on a database with dollar rates', () => {
  let t: TestApp;
  let migrator: Migrator;
  beforeAll(async () => {
    t = await createTestApp();
    migrator = new Migrator({ db: t.db.kysely, provider });
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain(MIGRATION);
  }, 120_000);
  afterAll(async () => t?.close());

  const rateOf = async (expertId: string) =>
    (await t.db.kysely.selectFrom('expert_profiles').select('hourly_rate').where('id', '=', expertId).executeTakeFirstOrThrow()).hourly_rate;

  it('converts every rate, leaves no rate alone, and searches the gigs by the credit buckets', async () => {
    const make = async (dollars: number | null) => {
      const expert = await createTestExpert(t, { hourlyRate: dollars });
      const gig = await createTestGig(t, expert, { title: `A session with an expert at ${dollars ?? 'no'} dollars an hour` });
      return { expert, gig };
    };
    const cheap = await make(24);
    const edge = await make(25);
    const mid = await make(55);
    const top = await make(100);
    const none = await make(null);

    const up = await migrator.migrateTo(MIGRATION);
    expect(up.error).toBeUndefined();

    expect(await rateOf(cheap.expert.expertId)).toBe(192);
    expect(await rateOf(edge.expert.expertId)).toBe(200);
    expect(await rateOf(mid.expert.expertId)).toBe(440);
    expect(await rateOf(top.expert.expertId)).toBe(800);
    expect(await rateOf(none.expert.expertId)).toBeNull();

    // The app searches with every later migration applied (its cards read later tables too).
    const rest = await migrator.migrateToLatest();
    expect(rest.error).toBeUndefined();
    expect(await searchIds(t, { hourlyRate: '0-200' })).toEqual([cheap.gig]);
    expect(await searchIds(t, { hourlyRate: '200-400' })).toEqual([edge.gig]);
    expect(await searchIds(t, { hourlyRate: '400-800' })).toEqual([mid.gig]);
    expect(await searchIds(t, { hourlyRate: '800+' })).toEqual([top.gig]);
    expect(await searchIds(t, { hourlyRate: 'any' })).toHaveLength(5);

    // The public profile answers the rate in credits.
    const profile = await t.app.inject({ method: 'GET', url: `/api/public/experts/${mid.expert.userName}` });
    expect(profile.json()).toMatchObject({ expert: { hourlyRate: 440 } });

    // Down gives the dollars back; up again the credits.
    expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect(await rateOf(mid.expert.expertId)).toBe(55);
    expect(await rateOf(edge.expert.expertId)).toBe(25);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await rateOf(mid.expert.expertId)).toBe(440);
    expect(await searchIds(t, { hourlyRate: '400-800' })).toEqual([mid.gig]);
  });
});
