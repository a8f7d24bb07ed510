import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { matchExperts } from '#server/modules/requests/match';
import { percentile, timeEach } from './stats';
import { offerDelivery } from './requests/offer-delivery';

const EXPERTS = 10_000;
const BATCH = 200;
const HOUR = 3_600_000;
const ALL_DAY = JSON.stringify(Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ start: '09:00', end: '18:00' }]])));

/**
 * Matching a request against 10,000 experts on SQLite, the worst case: every one has the skill and
 * speaks the language, so the whole population is a candidate; a quarter price a package inside the
 * budget and every expert has saved hours (09:00–18:00 UTC), so the calendar check runs until 20 fit.
 * Then the delivery of offers to the buyer's open page (./requests/offer-delivery.ts). Times in milliseconds.
 */
export async function run(): Promise<Record<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'qurious-bench-requests-'));
  const db = openSqlite(join(dir, 'bench.sqlite'));
  try {
    await migrateToLatest(db.kysely);
    const k = db.kysely;
    const now = new Date('2026-03-02T06:00:00Z');
    const iso = now.toISOString();
    for (let from = 0; from < EXPERTS; from += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, EXPERTS - from) }, (_, i) => ({ n: from + i, userId: randomUUID(), expertId: randomUUID(), gigId: randomUUID() }));
      await k.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values(rows.map((r) => ({ id: r.userId, name: `Expert ${r.n}`, username: `bench${r.n}`, email: `bench${r.n}@example.com`, password_hash: 'x', email_verified: 1, token_version: 0, profile_picture: null, created_at: iso, updated_at: iso })))
          .execute();
        await trx
          .insertInto('expert_profiles')
          .values(
            rows.map((r) => ({
              id: r.expertId,
              user_id: r.userId,
              user_name: `bench_${r.n}`,
              first_name: 'Bench',
              last_name: `${r.n}`,
              display_name: `Bench ${r.n}`,
              profile_picture: null,
              description: 'A bench expert.',
              hourly_rate: null,
              phone_country: 'India',
              phone_country_code: '+91',
              phone_number: `+91${String(r.n).padStart(10, '0')}`,
              phone_verified_at: iso,
              strengths_json: '[]',
              created_at: iso,
              updated_at: iso,
            })),
          )
          .execute();
        await trx.insertInto('expert_languages').values(rows.map((r) => ({ expert_id: r.expertId, position: 0, language: 'English', level: 'Fluent' }))).execute();
        await trx.insertInto('expert_skills').values(rows.map((r) => ({ expert_id: r.expertId, position: 0, skill: '3D Modeling', level: 'Expert', experience: '5 years', sub_skills_json: '[]' }))).execute();
        await trx.insertInto('expert_softwares').values(rows.map((r) => ({ expert_id: r.expertId, position: 0, software: 'Blender' }))).execute();
        await trx
          .insertInto('gigs')
          .values(rows.map((r) => ({ id: r.gigId, expert_id: r.expertId, title: `Gig ${r.n}`, category: '3D & CAD Design', sub_category: '3D Modeling', description: 'Bench gig.', softwares_json: '["Blender"]', tags_json: '[]', gallery_json: '[]', active: 1, is_demo: 0, created_at: iso, updated_at: iso })))
          .execute();
        await trx
          .insertInto('gig_packages')
          .values(rows.map((r) => ({ gig_id: r.gigId, tier: 'basic' as const, title: 'Basic', description: 'Basic', credits: r.n % 4 === 0 ? 20 : 200, session_time: '30 Minutes', extra_time: '10 Minutes', number_of_sessions: '1' })))
          .execute();
        await trx
          .insertInto('expert_availability')
          .values(rows.map((r) => ({ expert_id: r.expertId, time_zone: 'UTC', weekly_json: ALL_DAY, dates_off_json: '[]', extra_dates_json: '[]', notice_hours: 2, buffer_minutes: 0, max_per_day: null, horizon_days: 30, updated_at: iso })))
          .execute();
      });
    }
    const window = { start: new Date(now.getTime() + 28 * HOUR).toISOString(), end: new Date(now.getTime() + 31 * HOUR).toISOString() };
    const input = { buyerId: randomUUID(), software: null, skill: '3D Modeling', language: 'English', sessionTime: '30 Minutes', budgetMin: 10, budgetMax: 30, windows: [window] };
    // Early in the morning UTC, nobody's hours: every candidate's calendar is read and none fits.
    const night = { ...input, windows: [{ start: new Date(now.getTime() + 20 * HOUR).toISOString(), end: new Date(now.getTime() + 22 * HOUR).toISOString() }] };
    let matched = 0;
    await timeEach(5, async () => {
      matched = (await matchExperts(k, input, now)).length;
    });
    const times = await timeEach(50, () => matchExperts(k, input, now));
    const none = await timeEach(10, () => matchExperts(k, night, now));
    return {
      ...(await offerDelivery()),
      'experts matched (cap 20)': matched,
      'match against 10,000 experts (2,500 in budget), p50': percentile(times, 50),
      'match against 10,000 experts (2,500 in budget), p95': percentile(times, 95),
      'match when no calendar fits (all 2,500 read), p95': percentile(none, 95),
    };
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
