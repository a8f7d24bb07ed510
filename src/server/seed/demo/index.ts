import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { loadSharp } from '#media/libraries';
import type { AppDeps } from '../../modules/context';
import type { Seeder } from '../types';
import { avatar, gigCover } from './images';
import { planDemoMarketplace, type DemoBuyer, type DemoExpert } from './plan';
import { insertDemoBuyer, insertDemoExpert, insertDemoReviews, type StoredImage } from './write';
import { planDemoRollups, writeDemoRollups } from '../../modules/analytics/demo-rollups';

/** Days of analytics each demo expert gets, so the analytics page's 12 months look real. */
const ANALYTICS_DAYS = 365;
const DEMO_ANALYTICS_SEED = 18_000;

/**
 * The demo marketplace: 44 experts across the catalogue with complete profiles and
 * avatars, 132 active gigs with generated 1280x769 gallery images, and reviews by 8 demo buyers.
 * Every account it makes is listed in demo_accounts and every gig has is_demo = 1, so `remove`
 * deletes exactly those (with their files) and nothing else. Running it again adds only what is
 * missing.
 */

type Stored = StoredImage & { url: string };

async function store(deps: AppDeps, key: string, data: Buffer): Promise<Stored> {
  const meta = await (await loadSharp())(data).metadata();
  await deps.storage.put(key, data);
  return { key, url: deps.storage.urlFor(key), width: meta.width ?? 0, height: meta.height ?? 0, bytes: data.length };
}

/** Draws and stores the expert's avatar and gig covers (the same pixels on every run). */
async function imagesOf(deps: AppDeps, e: DemoExpert) {
  const covers = e.gigs.flatMap((g) => g.imageKeys.map((key, v) => ({ key, make: () => gigCover(g, v + 1) })));
  const [avatarImage, ...stored] = await Promise.all([
    avatar(e.name).then((data) => store(deps, e.avatarKey, data)),
    ...covers.map(({ key, make }) => make().then((data) => store(deps, key, data))),
  ]);
  if (!avatarImage) throw new Error('no avatar made');
  return { avatar: avatarImage, gallery: new Map(stored.map((s) => [s.key, s])) };
}

/** 'present' when this demo expert was added before; 'clash' when a real account holds the name. */
async function stateOf(deps: AppDeps, e: DemoExpert): Promise<'present' | 'clash' | 'free'> {
  const k = deps.db.kysely;
  if (await k.selectFrom('users').select('id').where('id', '=', e.userId).executeTakeFirst()) return 'present';
  const user = await k
    .selectFrom('users')
    .select('id')
    .where((w) => w.or([w('username', '=', e.userName), w('email', '=', e.email)]))
    .executeTakeFirst();
  const expert = await k.selectFrom('expert_profiles').select('id').where('user_name', '=', e.userName).executeTakeFirst();
  return user || expert ? 'clash' : 'free';
}

async function seedDemo(deps: AppDeps): Promise<string> {
  const { experts, buyers } = planDemoMarketplace();
  const k = deps.db.kysely;
  const passwordHash = await argon2.hash(randomBytes(24).toString('base64url'), { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const now = deps.clock.now().toISOString();
  const existingBuyers = new Set((await k.selectFrom('users').select('id').where('id', 'in', buyers.map((b) => b.userId)).execute()).map((r) => r.id));
  const usableBuyers: DemoBuyer[] = [];
  for (const buyer of buyers) {
    if (existingBuyers.has(buyer.userId)) {
      usableBuyers.push(buyer);
      continue;
    }
    const clash = await k.selectFrom('users').select('id').where((w) => w.or([w('username', '=', buyer.username), w('email', '=', buyer.email)])).executeTakeFirst();
    if (clash) continue;
    await insertDemoBuyer(k, buyer, passwordHash, now);
    usableBuyers.push(buyer);
  }
  let added = 0;
  let gigs = 0;
  let reviews = 0;
  let present = 0;
  let clashes = 0;
  for (const [n, e] of experts.entries()) {
    const state = await stateOf(deps, e);
    if (state === 'present') present += 1;
    if (state === 'clash') clashes += 1;
    if (state !== 'free') continue;
    const files = await imagesOf(deps, e);
    try {
      reviews += await k.transaction().execute(async (trx) => {
        await insertDemoExpert(trx, e, passwordHash, files);
        const gigsOfExpert = e.gigs.map((g) => ({ id: g.id, credits: g.pricing.basic.credits }));
        await writeDemoRollups(trx, planDemoRollups({ expertUserId: e.userId, gigs: gigsOfExpert, end: deps.clock.now(), days: ANALYTICS_DAYS, seed: DEMO_ANALYTICS_SEED + n }));
        return usableBuyers.length > 0 ? insertDemoReviews(trx, e, usableBuyers) : 0;
      });
    } catch (err) {
      for (const key of [files.avatar.key, ...files.gallery.keys()]) await deps.storage.delete(key);
      throw err;
    }
    added += 1;
    gigs += e.gigs.length;
  }
  const notes = [present ? `${present} already there` : '', clashes ? `${clashes} skipped: name taken by a real account` : ''].filter(Boolean);
  return `${added} experts, ${gigs} gigs and ${reviews} reviews added${notes.length ? ` (${notes.join('; ')})` : ''}.`;
}

async function removeDemo(deps: AppDeps): Promise<string> {
  const k = deps.db.kysely;
  const ids = (await k.selectFrom('demo_accounts').select('user_id').execute()).map((r) => r.user_id);
  const keys = new Set<string>();
  if (ids.length > 0) {
    for (const r of await k.selectFrom('uploads').select('key').where('user_id', 'in', ids).execute()) keys.add(r.key);
  }
  for (const g of await k.selectFrom('gigs').select('gallery_json').where('is_demo', '=', 1).execute()) {
    const gallery: unknown = JSON.parse(g.gallery_json);
    if (Array.isArray(gallery)) {
      for (const url of gallery) {
        const key = typeof url === 'string' ? deps.storage.keyFromUrl(url) : null;
        if (key) keys.add(key);
      }
    }
  }
  const gigs = await k.transaction().execute(async (trx) => {
    const demoGigs = await trx.deleteFrom('gigs').where('is_demo', '=', 1).executeTakeFirst();
    if (ids.length > 0) {
      await trx.deleteFrom('analytics_daily').where('expert_id', 'in', ids).execute();
      await trx.deleteFrom('analytics_events').where('expert_id', 'in', ids).execute();
      await trx.deleteFrom('users').where('id', 'in', ids).execute();
    }
    return Number(demoGigs.numDeletedRows);
  });
  for (const key of keys) await deps.storage.delete(key);
  return `${ids.length} demo accounts, ${gigs} demo gigs and ${keys.size} files removed.`;
}

export const demoMarketplaceSeeder: Seeder = {
  name: 'demo marketplace',
  run: seedDemo,
  remove: removeDemo,
};
