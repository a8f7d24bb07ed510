import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { createAuthSessions, signSession } from '#server/modules/users/auth-sessions';
import { createTokenService } from '#server/modules/users/tokens';
import { systemClock } from '#server/services/clock';

/** One bench room: an accepted booking, its buyer and its expert, each with a session token. */
export interface BenchRoom {
  bookingId: string;
  buyer: { id: string; token: string };
  expert: { id: string; token: string };
}

const CHUNK = 200;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * `rooms` accepted bookings whose call room is open now (the real clock: the server runs on it),
 * written straight into the database: users without a usable password (they sign in with the
 * tokens made here, as the server signs them), expert profiles, and the bookings.
 */
export async function seedOpenRooms(
  db: Kysely<Database>,
  jwtSecret: string,
  rooms: number,
): Promise<BenchRoom[]> {
  const now = new Date().toISOString();
  const startsAt = new Date(Date.now() + 5 * 60_000).toISOString();
  const tokens = createTokenService(jwtSecret, 24 * 3600, systemClock);
  const sessions = createAuthSessions(db, systemClock, 24 * 3600);
  const user = (id: string, n: string) => ({
    id,
    name: `Bench ${n}`,
    username: `bench_${n}_${id.slice(0, 8)}`,
    email: `${n}-${id}@bench.local`,
    password_hash: '!',
    email_verified: 1,
    token_version: 0,
    profile_picture: null,
    created_at: now,
    updated_at: now,
  });
  const plan = Array.from({ length: rooms }, (_, i) => ({
    i,
    buyerId: randomUUID(),
    expertUserId: randomUUID(),
    expertId: randomUUID(),
    bookingId: randomUUID(),
  }));
  await insertChunked(
    plan.flatMap((p) => [user(p.buyerId, `buyer${p.i}`), user(p.expertUserId, `expert${p.i}`)]),
    (chunk) => db.insertInto('users').values(chunk).execute(),
  );
  await insertChunked(plan, (chunk) =>
    db
      .insertInto('expert_profiles')
      .values(
        chunk.map((p) => ({
          id: p.expertId,
          user_id: p.expertUserId,
          user_name: `bench_expert_${p.i}_${p.expertId.slice(0, 6)}`,
          first_name: 'Bench',
          last_name: `Expert ${p.i}`,
          display_name: `Bench Expert ${p.i}`,
          profile_picture: null,
          description: 'A bench expert.',
          hourly_rate: null,
          phone_country: 'India',
          phone_country_code: '+91',
          phone_number: `+91900${String(p.i).padStart(7, '0')}`,
          phone_verified_at: now,
          strengths_json: '[]',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute(),
  );
  await insertChunked(plan, (chunk) =>
    db
      .insertInto('bookings')
      .values(
        chunk.map((p) => ({
          id: p.bookingId,
          buyer_id: p.buyerId,
          expert_id: p.expertId,
          gig_id: null,
          gig_title: 'Bench call',
          skill: 'Web Development',
          tier: 'basic' as const,
          package_title: 'Basic',
          session_time: '1 hr',
          extra_time: '15 Minutes',
          credits: 0,
          stage: 'accepted' as const,
          proposed_times_json: JSON.stringify([startsAt]),
          scheduled_at: startsAt,
          note: '',
          decline_reason: '',
          buyer_time_zone: 'UTC',
          request_id: null,
          expires_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute(),
  );
  return Promise.all(
    plan.map(async (p) => ({
      bookingId: p.bookingId,
      buyer: { id: p.buyerId, token: await signSession(sessions, tokens, { id: p.buyerId, token_version: 0 }, 'bench') },
      expert: { id: p.expertUserId, token: await signSession(sessions, tokens, { id: p.expertUserId, token_version: 0 }, 'bench') },
    })),
  );
}
