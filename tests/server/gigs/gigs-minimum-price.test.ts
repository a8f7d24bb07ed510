import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { migrations } from '#server/db/migrations/index';
import { MIN_PACKAGE_CREDITS } from '#shared/domain/gig-pricing';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { uploadGalleryImage, validGigInput } from '../../helpers/gigs';
import { testDbKind } from '../../helpers/test-db';
import { insertGig } from '../bookings/bookings-fixtures';

type Expert = Awaited<ReturnType<typeof createTestExpert>>;

const TOO_LOW = 'A package costs at least 10 credits (₹100)';
const MIGRATION = '0920_gig_minimum_price';
const provider: MigrationProvider = { getMigrations: async () => migrations };

let t: TestApp;
let expert: Expert;
let image: string;

beforeAll(async () => {
  t = await createTestApp();
  expert = await createTestExpert(t);
  image = await uploadGalleryImage(t, expert);
});
afterAll(async () => t?.close());

const creditsOf = async (gigId: string) =>
  (await t.db.kysely.selectFrom('gig_packages').select(['tier', 'credits']).where('gig_id', '=', gigId).orderBy('tier').execute()).map(
    (p) => [p.tier, p.credits],
  );

describe(`a gig's minimum price on ${testDbKind()}`, () => {
  it('is 10 credits: creating or editing a gig below it is refused with the field message', async () => {
    expect(MIN_PACKAGE_CREDITS).toBe(10);
    for (const credits of [0, 9]) {
      const body = validGigInput([image]);
      body.pricing.standard.credits = credits;
      const res = await t.app.inject({ method: 'POST', url: '/api/gigs', headers: expert.auth, payload: body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message: TOO_LOW, fields: { 'pricing.standard.credits': TOO_LOW } });
    }
    const gigId = await insertGig(t, expert, { credits: { basic: 10 } });
    const edit = validGigInput([image]);
    edit.pricing.basic.credits = 0;
    const res = await t.app.inject({ method: 'PUT', url: `/api/gigs/${gigId}`, headers: expert.auth, payload: edit });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: TOO_LOW });
    expect(await creditsOf(gigId)).toEqual([['basic', 10], ['premium', 60], ['standard', 25]]);
  });

  it('is applied to existing gigs by the migration, and each owner is told which gig and why', async () => {
    const owner = await createTestExpert(t);
    const free = await insertGig(t, owner, { title: 'I will review your Blender scene for free', credits: { basic: 0, standard: 5 } });
    const priced = await insertGig(t, owner, { title: 'I will model your product in Blender', credits: { basic: 15 } });
    const migrator = new Migrator({ db: t.db.kysely, provider });
    const names = Object.keys(migrations).sort();
    const before = names[names.indexOf(MIGRATION) - 1] ?? '';
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    expect(await creditsOf(free)).toEqual([['basic', 10], ['premium', 60], ['standard', 10]]);
    expect(await creditsOf(priced)).toEqual([['basic', 15], ['premium', 60], ['standard', 25]]);
    const search = await t.db.kysely.selectFrom('gig_search').select('basic_credits').where('gig_id', '=', free).executeTakeFirstOrThrow();
    expect(search.basic_credits).toBe(10);

    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: owner.auth });
    expect(bell.statusCode, bell.body).toBe(200);
    const notices = bell.json<{ notifications: { kind: string; title: string; body: string; link: string }[]; unread: number }>();
    expect(notices.notifications).toHaveLength(1);
    expect(notices.unread).toBe(1);
    expect(notices.notifications[0]).toMatchObject({
      kind: 'gig.price_raised',
      title: 'Price of "I will review your Blender scene for free" raised',
      link: expect.stringMatching(new RegExp(`/manage_gigs/gig/${free}$`)),
    });
    expect(notices.notifications[0]?.body).toContain('cost less than 10 credits');

    await t.db.kysely.updateTable('users').set({ language: 'fr' }).where('id', '=', owner.id).execute();
    const french = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: owner.auth });
    expect(french.json<{ notifications: { title: string }[] }>().notifications[0]?.title).toBe(
      'Prix de « I will review your Blender scene for free » relevé',
    );
    // Nobody else was told anything.
    const others = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: expert.auth });
    expect(others.json<{ notifications: unknown[] }>().notifications).toEqual([]);
  });
});
