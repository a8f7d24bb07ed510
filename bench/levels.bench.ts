import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/database';
import type { Database } from '#server/db/schema';
import { evaluateLevels } from '#server/modules/levels/evaluate';
import { measureExperts } from '#server/modules/levels/metrics';
import { myLevel } from '#server/modules/levels/mine';
import type { Insertable } from 'kysely';
import type { SettlementOutcome } from '#shared/domain/session-settlement';
import { insertGig } from '../tests/server/bookings/bookings-fixtures';
import { onEachDatabase } from './databases';
import { percentile, timeEach } from './stats';

/**
 * The daily level evaluation at scale: EXPERTS experts (default 10,000) with SESSIONS settled
 * sessions and MESSAGES messages (default 500,000 each: 1,000,000 in all) spread over the last 120
 * days (so some fall before the 90-day window), plus reviews and the expert's cancellations. Measures
 * the whole evaluation (measuring every expert, deciding and writing 10,000 evaluations and levels),
 * the measurement alone, and the expert's levels page (one expert measured alone), p95.
 * BENCH_LEVELS_DB=sqlite|postgres measures one database; BENCH_LEVELS_EXPERTS, _SESSIONS, _MESSAGES scale it.
 */
const EXPERTS = Number(process.env.BENCH_LEVELS_EXPERTS ?? 10_000);
const SESSIONS = Number(process.env.BENCH_LEVELS_SESSIONS ?? 500_000);
const MESSAGES = Number(process.env.BENCH_LEVELS_MESSAGES ?? 500_000);
const BUYERS = EXPERTS * 2;
const REVIEWED_EXPERTS = Math.min(EXPERTS, 2_000);
// Each review re-scores its gig in the search index (a trigger): 20,000 keep the seeding within minutes.
const REVIEWS = Math.min(20_000, Math.floor(SESSIONS / 25));
const NOW = new Date('2026-06-01T01:00:00.000Z');
const DAY = 86_400_000;
const BATCH = 400;

/** A deterministic pseudo-random sequence, so both databases get the same history. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Inserts rows in batches, all in one transaction (one commit: the seeding is not what is measured). */
async function insertAll<T extends keyof Database>(db: Db, table: T, rows: Iterable<Insertable<Database[T]>>): Promise<void> {
  await db.kysely.transaction().execute(async (tx) => {
    let batch: Array<Insertable<Database[T]>> = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const values = batch;
      batch = [];
      await tx.insertInto(table).values(values).execute();
    };
    for (const row of rows) {
      batch.push(row);
      if (batch.length === BATCH) await flush();
    }
    await flush();
  });
}

const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

async function seed(db: Db) {
  let last = performance.now();
  const mark = (what: string) => {
    console.log(`    seeded ${what} in ${((performance.now() - last) / 1000).toFixed(1)} s`);
    last = performance.now();
  };
  const rnd = random(48);
  const pick = (n: number) => Math.floor(rnd() * n);
  const at = NOW.toISOString();
  const userIds = Array.from({ length: EXPERTS + BUYERS }, () => randomUUID());
  await insertAll(
    db,
    'users',
    userIds.map((id, i) => ({
      id,
      name: `User ${i}`,
      username: `user${i}`,
      email: `user${i}@example.com`,
      password_hash: 'x',
      email_verified: 1,
      token_version: 0,
      profile_picture: null,
      created_at: ago(400),
      updated_at: at,
    })),
  );
  const experts = userIds.slice(0, EXPERTS).map((userId, i) => ({ id: randomUUID(), userId, i }));
  const buyers = userIds.slice(EXPERTS);
  await insertAll(
    db,
    'expert_profiles',
    experts.map((e) => ({
      id: e.id,
      user_id: e.userId,
      user_name: `expert_${e.i}`,
      first_name: 'Ada',
      last_name: `Bench${e.i}`,
      display_name: `Ada B. ${e.i}`,
      profile_picture: null,
      description: 'I help people learn the tools I use every day.',
      hourly_rate: 320,
      phone_country: 'India',
      phone_country_code: '+91',
      phone_number: `+91${String(7_000_000_000 + e.i)}`,
      phone_verified_at: at,
      strengths_json: '[]',
      created_at: ago(10 + pick(300)),
      updated_at: at,
    })),
  );

  // Of a hundred sessions: 85 completed, 7 the buyer missed, 3 the expert missed, 5 nobody held.
  const outcomeOf = (n: number): SettlementOutcome => (n < 85 ? 'completed' : n < 92 ? 'buyer_no_show' : n < 95 ? 'expert_no_show' : 'not_held');
  const sessions = Array.from({ length: SESSIONS }, () => ({ id: randomUUID(), expert: experts[pick(EXPERTS)] ?? experts[0], buyer: buyers[pick(BUYERS)] ?? '', days: 1 + pick(120), outcome: outcomeOf(pick(100)) }));
  mark('users and experts');
  await insertAll(
    db,
    'bookings',
    sessions.map((s) => ({
      id: s.id,
      buyer_id: s.buyer,
      expert_id: s.expert?.id ?? '',
      gig_id: null,
      gig_title: 'A gig',
      skill: 'Web Development',
      tier: 'basic',
      package_title: 'Basic',
      session_time: '30 Minutes',
      extra_time: '10 Minutes',
      credits: 10,
      stage: s.outcome,
      proposed_times_json: '[]',
      scheduled_at: ago(s.days),
      note: '',
      decline_reason: '',
      buyer_time_zone: 'UTC',
      request_id: null,
      expires_at: ago(s.days),
      created_at: ago(s.days + 2),
      updated_at: ago(s.days),
    })),
  );
  await insertAll(
    db,
    'session_settlements',
    sessions.map((s) => ({
      booking_id: s.id,
      outcome: s.outcome,
      rule: s.outcome === 'expert_no_show' ? 'expert_absent' : 'together',
      buyer_joined_at: null,
      expert_joined_at: null,
      buyer_ms: 0,
      expert_ms: 0,
      together_ms: 0,
      min_together_ms: 0,
      settled_at: ago(s.days),
    })),
  );
  // The expert cancelled one booking in fifty, after accepting it.
  await insertAll(
    db,
    'booking_events',
    sessions.filter((_, i) => i % 50 === 0).map((s) => ({ id: randomUUID(), booking_id: s.id, from_stage: 'accepted', to_stage: 'cancelled', actor: 'expert', actor_user_id: s.expert?.userId ?? null, note: null, created_at: ago(s.days) })),
  );

  mark('sessions');
  const gigOf = new Map<string, string>();
  for (const e of experts.slice(0, REVIEWED_EXPERTS)) gigOf.set(e.id, await insertGig({ db, clock: { now: () => NOW } }, { expertId: e.id }));
  await insertAll(
    db,
    'reviews',
    Array.from({ length: REVIEWS }, () => {
      const e = experts[pick(REVIEWED_EXPERTS)] ?? experts[0];
      const days = 1 + pick(120);
      return { id: randomUUID(), booking_id: randomUUID(), gig_id: gigOf.get(e?.id ?? '') ?? '', expert_id: e?.id ?? '', buyer_id: buyers[pick(BUYERS)] ?? '', rating: 3 + pick(3), text: 'A clear session.', created_at: ago(days), hidden_at: null, hidden_reason: null };
    }),
  );

  mark('gigs and reviews');
  // Conversations of four messages: the buyer asks, the expert answers (most within a day), and again.
  const conversations = Array.from({ length: Math.ceil(MESSAGES / 4) }, () => ({ id: randomUUID(), expert: experts[pick(EXPERTS)] ?? experts[0], buyer: buyers[pick(BUYERS)] ?? '', asked: NOW.getTime() - (1 + pick(120)) * DAY, answerHours: pick(10) === 0 ? 40 : 1 + pick(20) }));
  await insertAll(
    db,
    'conversations',
    conversations.map((c) => ({ id: c.id, kind: 'direct', booking_id: null, last_seq: 4, last_message_at: new Date(c.asked).toISOString(), created_at: new Date(c.asked).toISOString(), direct_key: `${c.buyer}:${c.expert?.userId ?? ''}:${c.id}`, created_by: c.buyer })),
  );
  await insertAll(
    db,
    'conversation_members',
    conversations.flatMap((c) => [c.buyer, c.expert?.userId ?? ''].map((userId) => ({ conversation_id: c.id, user_id: userId, last_read_seq: 0, created_at: new Date(c.asked).toISOString() }))),
  );
  await insertAll(
    db,
    'messages',
    conversations.flatMap((c) =>
      [0, c.answerHours, c.answerHours + 1, c.answerHours + 2].map((hours, i) => ({
        id: randomUUID(),
        conversation_id: c.id,
        seq: i + 1,
        sender_id: i % 2 === 0 ? c.buyer : (c.expert?.userId ?? ''),
        body: i === 0 ? 'Can you help with my project?' : 'Yes, happy to.',
        client_id: null,
        created_at: new Date(c.asked + hours * 3_600_000).toISOString(),
        masked_body: null,
        image_key: null,
      })),
    ),
  );
  mark('messages');
  return experts;
}

async function measure(db: Db, label: string): Promise<Record<string, number>> {
  const seeded = performance.now();
  const experts = await seed(db);
  const seedS = (performance.now() - seeded) / 1000;
  console.log(`  ${label}: seeded in ${seedS.toFixed(1)} s`);
  const measureStart = performance.now();
  await measureExperts(db.kysely, NOW);
  const measureS = (performance.now() - measureStart) / 1000;
  const start = performance.now();
  const report = await evaluateLevels(db.kysely, NOW);
  const evaluationS = (performance.now() - start) / 1000;
  const levels = await db.kysely.selectFrom('expert_levels').select((eb) => ['level', eb.fn.countAll<number | string>().as('n')]).groupBy('level').execute();
  console.log(`  ${label}: levels ${JSON.stringify(Object.fromEntries(levels.map((l) => [l.level, Number(l.n)])))}`);
  const page = await timeEach(50, (i) => myLevel(db.kysely, experts[(i * 197) % experts.length]?.id ?? '', NOW));
  return {
    [`${label}: seed ${EXPERTS} experts, ${SESSIONS} sessions, ${MESSAGES} messages, s`]: seedS,
    [`${label}: measure every expert, s`]: measureS,
    [`${label}: daily evaluation (measure, decide, write), s`]: evaluationS,
    [`${label}: experts evaluated`]: report.evaluated,
    [`${label}: level changes`]: report.changes.length,
    [`${label}: levels page of one expert, p95 ms`]: percentile(page, 95),
  };
}

export async function run(): Promise<Record<string, number | string>> {
  return onEachDatabase('levels', process.env.BENCH_LEVELS_DB, (db, _dir, label) => measure(db, label));
}
