import { sql, SqliteAdapter, type Insertable, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { planExpert, planGig } from '#server/seed/demo/content';
import { createRng, type Rng } from '#server/seed/demo/random';
import { PRICING_TIERS } from '#shared/domain/gig-pricing';

/**
 * The benchmark marketplace: `gigs` gigs (10 per expert) planned from the catalogue like the demo
 * seed, with languages and reviews, written in batches through Kysely so the index triggers run
 * exactly as they do for the API.
 */
const GIGS_PER_EXPERT = 10;
const BATCH = 500;
const EXTRA_LANGUAGES = ['Hindi', 'Spanish', 'French', 'Portuguese', 'Arabic', 'German', 'Korean', 'Japanese'];

type Rows<T extends keyof Database> = Array<Insertable<Database[T]>>;

interface Batch {
  users: Rows<'users'>;
  experts: Rows<'expert_profiles'>;
  languages: Rows<'expert_languages'>;
  skills: Rows<'expert_skills'>;
  gigs: Rows<'gigs'>;
  packages: Rows<'gig_packages'>;
  reviews: Rows<'reviews'>;
}

const iso = (ms: number) => new Date(ms).toISOString();

function expertBatch(from: number, to: number, rng: Rng, buyers: string[]): Batch {
  const b: Batch = { users: [], experts: [], languages: [], skills: [], gigs: [], packages: [], reviews: [] };
  for (let i = from; i < to; i++) {
    const plan = planExpert(i, rng);
    const id = `bench-expert-${i}`;
    const userId = `bench-user-${i}`;
    const at = iso(Date.parse('2024-01-01T00:00:00Z') + i * 60_000);
    b.users.push({ id: userId, name: `Bench Expert ${i}`, username: `bench_${i}`, email: `bench${i}@example.com`, password_hash: 'x', email_verified: 1, token_version: 0, profile_picture: null, language: null, created_at: at, updated_at: at, deleted_at: null, suspended_at: null });
    b.experts.push({ id, user_id: userId, user_name: `bench.${i}`, first_name: 'Bench', last_name: `Expert${i}`, display_name: `Bench E. ${i}`, profile_picture: null, description: plan.bio, hourly_rate: rng.chance(0.08) ? null : plan.hourlyRate, phone_country: 'United States', phone_country_code: '+1', phone_number: `+1202555${String(i).padStart(4, '0')}`, phone_verified_at: at, strengths_json: '[]', created_at: at, updated_at: at });
    const langs = ['English', ...rng.sample(EXTRA_LANGUAGES, rng.int(0, 2))];
    if (rng.chance(0.15)) langs.shift();
    langs.forEach((language, position) => b.languages.push({ expert_id: id, position, language, level: 'Fluent' }));
    plan.skills.forEach((s, position) =>
      b.skills.push({ expert_id: id, position, skill: s.skill, level: s.level, experience: s.experience, sub_skills_json: JSON.stringify(s.subSkills) }),
    );
    const titles = new Set<string>();
    for (let n = 0; n < GIGS_PER_EXPERT; n++) {
      const g = planGig(plan, n, rng, titles);
      const gigId = `bench-gig-${i}-${n}`;
      const gigAt = iso(Date.parse(at) + (n + 1) * 3_600_000);
      b.gigs.push({ id: gigId, expert_id: id, title: g.title, category: g.category, sub_category: g.subCategory, description: g.description, softwares_json: JSON.stringify(g.softwares), tags_json: JSON.stringify(g.tags), gallery_json: '[]', active: rng.chance(0.9) ? 1 : 0, is_demo: 0, created_at: gigAt, updated_at: gigAt });
      for (const tier of PRICING_TIERS) {
        const p = g.pricing[tier];
        b.packages.push({ gig_id: gigId, tier, title: p.title, description: p.description, credits: p.credits, session_time: p.sessionTime, extra_time: p.extraTime, number_of_sessions: p.numberOfSessions });
      }
      g.reviews.slice(0, 6).forEach((rating, k) =>
        b.reviews.push({ id: `${gigId}-r${k}`, booking_id: `${gigId}-b${k}`, gig_id: gigId, expert_id: id, buyer_id: buyers[k % buyers.length] ?? '', rating, text: 'Helpful session.', created_at: gigAt, reply_text: null, replied_at: null, held_back: null }),
      );
    }
  }
  return b;
}

async function inChunks<T>(rows: readonly T[], write: (part: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

/** Writes the benchmark marketplace; answers how many gigs it wrote. */
export async function loadBenchMarketplace(db: Kysely<Database>, gigs: number, seed = 42): Promise<number> {
  const rng = createRng(seed);
  const experts = Math.ceil(gigs / GIGS_PER_EXPERT);
  const buyers = Array.from({ length: 50 }, (_, i) => `bench-buyer-${i}`);
  await inChunks(buyers.map((id, i) => ({ id, name: `Buyer ${i}`, username: `bench_buyer_${i}`, email: `buyer${i}@example.com`, password_hash: 'x', email_verified: 1, token_version: 0, profile_picture: null, created_at: iso(0), updated_at: iso(0) })), (part) =>
    db.insertInto('users').values(part).execute(),
  );
  // SQLite refreshes a gig's index row per row written: gigs go last (their packages and reviews
  // already there, foreign keys checked again after), so each gig is indexed once, not once per review.
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (sqlite) await sql`PRAGMA foreign_keys = OFF`.execute(db);
  const step = 1000;
  for (let from = 0; from < experts; from += step) {
    const b = expertBatch(from, Math.min(experts, from + step), rng, buyers);
    await db.transaction().execute(async (trx) => {
      await inChunks(b.users, (part) => trx.insertInto('users').values(part).execute());
      await inChunks(b.experts, (part) => trx.insertInto('expert_profiles').values(part).execute());
      await inChunks(b.languages, (part) => trx.insertInto('expert_languages').values(part).execute());
      await inChunks(b.skills, (part) => trx.insertInto('expert_skills').values(part).execute());
      // PostgreSQL: gigs come in unlisted (no text to index), then their packages and reviews, then
      // they are listed: each gig's text is indexed once, not again for its reviews.
      if (!sqlite) await inChunks(b.gigs, (part) => trx.insertInto('gigs').values(part.map((g) => ({ ...g, active: 0 }))).execute());
      await inChunks(b.packages, (part) => trx.insertInto('gig_packages').values(part).execute());
      await inChunks(b.reviews, (part) => trx.insertInto('reviews').values(part).execute());
      if (sqlite) await inChunks(b.gigs, (part) => trx.insertInto('gigs').values(part).execute());
      else {
        const listed = b.gigs.filter((g) => g.active === 1).map((g) => g.id);
        await inChunks(listed, (part) => trx.updateTable('gigs').set({ active: 1 }).where('id', 'in', part).execute());
      }
    });
    // A bulk load outruns autovacuum: fresh statistics keep the triggers' plans on their indexes.
    await sql`ANALYZE`.execute(db);
  }
  if (sqlite) {
    const broken = await sql<{ table: string }>`PRAGMA foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error(`bench data breaks a foreign key in ${broken.rows[0]?.table}`);
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
  return experts * GIGS_PER_EXPERT;
}
