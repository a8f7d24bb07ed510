import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigInputSchema } from '#shared/domain/gig';
import { HOURLY_RATE_MAX, HOURLY_RATE_MIN } from '#shared/domain/expert-rules';
import { languages as catalogLanguages, skillLevels } from '#shared/catalog/index';
import { demoMarketplaceSeeder } from '#server/seed/demo/index';
import { gigCover } from '#server/seed/demo/images';
import { planDemoMarketplace } from '#server/seed/demo/plan';
import { seeders } from '#server/seed/index';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { createTestGig } from '../../helpers/gigs';
import { search, type SearchBody } from '../../helpers/search-data';

/** The demo marketplace seed: complete, valid, searchable, deterministic and removable. */
let t: TestApp;
let realGig: string;
let firstRun: string;

beforeAll(async () => {
  t = await createTestApp();
  // A real account already holds the first demo expert's username: that expert is skipped.
  await createTestUser(t, { email: 'maya.rao.demo@example.com' });
  const real = await createTestExpert(t, { userName: 'real_rita' });
  realGig = await createTestGig(t, real, { title: 'A real gig that must survive the demo removal' });
  firstRun = await demoMarketplaceSeeder.run(t.deps);
}, 120_000);
afterAll(async () => t?.close());

const k = () => t.db.kysely;

describe('npm run seed', () => {
  it('is registered', () => {
    expect(seeders).toContain(demoMarketplaceSeeder);
    expect(firstRun).toMatch(/^43 experts, 129 gigs and \d+ reviews added \(1 skipped: name taken by a real account\)\.$/);
  });

  it('gives each demo expert a year of daily analytics, per gig and in total', async () => {
    const rows = await k()
      .selectFrom('analytics_daily as a')
      .innerJoin('demo_accounts as d', 'd.user_id', 'a.expert_id')
      .select((e) => ['a.gig_id', e.fn.countAll().as('n'), e.fn.sum('a.impressions').as('impressions'), e.fn.sum('a.completed').as('completed')])
      .groupBy('a.gig_id')
      .execute();
    // 43 experts' totals (gig_id '') and their 129 gigs, 365 days each.
    expect(rows).toHaveLength(130);
    const totals = rows.find((r) => r.gig_id === '');
    expect(Number(totals?.n)).toBe(43 * 365);
    for (const r of rows.filter((row) => row.gig_id !== '')) {
      expect(Number(r.n)).toBe(365);
      expect(Number(r.impressions)).toBeGreaterThan(Number(r.completed));
    }
  });

  it('adds at least 40 experts with complete profiles, flagged as demo accounts', async () => {
    const experts = await k()
      .selectFrom('expert_profiles as e')
      .innerJoin('demo_accounts as d', 'd.user_id', 'e.user_id')
      .selectAll('e')
      .execute();
    expect(experts.length).toBeGreaterThanOrEqual(40);
    for (const e of experts) {
      expect(e.description.length).toBeGreaterThanOrEqual(150);
      expect(e.description.length).toBeLessThanOrEqual(650);
      expect(e.hourly_rate).toBeGreaterThanOrEqual(HOURLY_RATE_MIN);
      expect(e.hourly_rate).toBeLessThanOrEqual(HOURLY_RATE_MAX);
      expect(e.profile_picture).toMatch(/^\/files\/demo-.+\.jpg$/);
      expect(e.display_name).toMatch(/^\S+ \S\.$/);
      const [langs, skills, softwares, professions] = await Promise.all([
        k().selectFrom('expert_languages').selectAll().where('expert_id', '=', e.id).execute(),
        k().selectFrom('expert_skills').selectAll().where('expert_id', '=', e.id).execute(),
        k().selectFrom('expert_softwares').selectAll().where('expert_id', '=', e.id).execute(),
        k().selectFrom('expert_professions').selectAll().where('expert_id', '=', e.id).execute(),
      ]);
      expect(langs.map((l) => l.language)).toContain('English');
      for (const l of langs) expect(catalogLanguages).toContain(l.language);
      expect(skills.length).toBeGreaterThan(0);
      for (const s of skills) expect(skillLevels).toContain(s.level);
      expect(softwares.length).toBeGreaterThan(0);
      expect(professions).toHaveLength(1);
    }
    const groups = new Set((await k().selectFrom('gigs').select('category').where('is_demo', '=', 1).execute()).map((g) => g.category));
    expect(groups.size).toBeGreaterThanOrEqual(25);
  });

  it('adds at least 120 active gigs that pass the gig rules, each with 1280x769 images stored as uploads', async () => {
    const gigs = await k().selectFrom('gigs').selectAll().where('is_demo', '=', 1).execute();
    expect(gigs.length).toBeGreaterThanOrEqual(120);
    for (const g of gigs) {
      expect(g.active).toBe(1);
      const packages = await k().selectFrom('gig_packages').selectAll().where('gig_id', '=', g.id).execute();
      const tier = (name: string) => {
        const p = packages.find((row) => row.tier === name);
        return p && { title: p.title, description: p.description, credits: p.credits, sessionTime: p.session_time, extraTime: p.extra_time, numberOfSessions: p.number_of_sessions };
      };
      const input = {
        title: g.title,
        category: g.category,
        subCategory: g.sub_category,
        softwares: JSON.parse(g.softwares_json) as unknown,
        tags: JSON.parse(g.tags_json) as unknown,
        description: g.description,
        gallery: JSON.parse(g.gallery_json) as unknown,
        pricing: { basic: tier('basic'), standard: tier('standard'), premium: tier('premium') },
      };
      const parsed = gigInputSchema.safeParse(input);
      expect(parsed.success, `${g.title}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
    const sample = gigs.slice(0, 12);
    for (const g of sample) {
      const owner = await k().selectFrom('expert_profiles').select('user_id').where('id', '=', g.expert_id).executeTakeFirstOrThrow();
      for (const url of JSON.parse(g.gallery_json) as string[]) {
        const key = t.deps.storage.keyFromUrl(url);
        expect(key).not.toBeNull();
        const upload = await k().selectFrom('uploads').selectAll().where('key', '=', key ?? '').executeTakeFirstOrThrow();
        expect(upload).toMatchObject({ user_id: owner.user_id, kind: 'gallery', width: 1280, height: 769 });
        const file = await t.deps.storage.get(key ?? '');
        expect(file).not.toBeNull();
        const meta = await sharp(file ?? Buffer.alloc(0)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 769]);
        const served = await t.app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
      }
    }
  });

  it('makes a searchable marketplace with ratings', async () => {
    const body = (await search(t, { keyword: 'blender' })).json<SearchBody>();
    expect(body.total).toBeGreaterThan(0);
    const all = (await search(t, { rating: '4' })).json<SearchBody>();
    expect(all.total).toBeGreaterThan(10);
    expect(all.topExperts).toHaveLength(3);
    const expert = await t.app.inject({ method: 'GET', url: '/api/public/experts/lucas.moreau' });
    expect(expert.statusCode).toBe(200);
    expect((expert.json<{ gigs: unknown[] }>()).gigs).toHaveLength(3);
  });

  it('gives every demo expert weekly hours, so their gigs show open slots', async () => {
    const experts = await k().selectFrom('expert_profiles as e').innerJoin('demo_accounts as d', 'd.user_id', 'e.user_id').select('e.id').execute();
    const saved = await k().selectFrom('expert_availability').select(['expert_id', 'time_zone']).execute();
    expect(new Set(saved.map((a) => a.expert_id))).toEqual(new Set(experts.map((e) => e.id)));
    expect(new Set(saved.map((a) => a.time_zone)).size).toBeGreaterThan(1);
    const gig = await k().selectFrom('gigs').select('id').where('is_demo', '=', 1).executeTakeFirstOrThrow();
    const slots = await t.app.inject({ method: 'GET', url: `/api/public/gigs/${gig.id}/slots` });
    expect(slots.json()).toMatchObject({ anyTime: false, noticeHours: 2, horizonDays: 30 });
    expect(slots.json<{ slots: string[] }>().slots.length).toBeGreaterThan(50);
  });

  it('is deterministic: the same plan and the same pixels every run', async () => {
    expect(planDemoMarketplace()).toEqual(planDemoMarketplace());
    const gig = planDemoMarketplace().experts[3]?.gigs[0];
    if (!gig) throw new Error('no planned gig');
    expect((await gigCover(gig, 1)).equals(await gigCover(gig, 1))).toBe(true);
  });

  it('adds nothing the second time', async () => {
    const before = await k().selectFrom('gigs').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(await demoMarketplaceSeeder.run(t.deps)).toMatch(/^0 experts, 0 gigs and 0 reviews added \(43 already there; 1 skipped/);
    const after = await k().selectFrom('gigs').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('npm run seed -- --remove', () => {
  it('removes the demo accounts, their gigs, reviews and files, and nothing else', async () => {
    const keys = (await k().selectFrom('uploads').innerJoin('demo_accounts as d', 'd.user_id', 'uploads.user_id').select('key').execute()).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(150);
    const demoIds = (await k().selectFrom('demo_accounts').select('user_id').execute()).map((r) => r.user_id);
    expect(await demoMarketplaceSeeder.remove(t.deps)).toMatch(/^51 demo accounts, 129 demo gigs and \d+ files removed\.$/);
    const count = async (table: 'demo_accounts' | 'reviews' | 'gig_search') =>
      Number((await k().selectFrom(table).select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('demo_accounts')).toBe(0);
    expect(await k().selectFrom('analytics_daily').select('day').where('expert_id', 'in', demoIds).execute()).toEqual([]);
    expect(await count('reviews')).toBe(0);
    expect(await count('gig_search')).toBe(1);
    expect(await k().selectFrom('gigs').select('id').where('is_demo', '=', 1).execute()).toEqual([]);
    for (const key of keys) expect(await t.deps.storage.exists(key)).toBe(false);
    const left = (await search(t)).json<SearchBody>();
    expect(left.items.map((i) => i._id)).toEqual([realGig]);
    expect(await k().selectFrom('users').select('id').where('email', '=', 'maya.rao.demo@example.com').executeTakeFirst()).toBeDefined();
  });
});
