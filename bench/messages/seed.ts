import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { directKey } from '#server/modules/messages/repo';
import { createAuthSessions, signSession } from '#server/modules/users/auth-sessions';
import { createTokenService } from '#server/modules/users/tokens';
import { systemClock } from '#server/services/clock';

export interface BenchUser {
  id: string;
  token: string;
}

export interface BenchConversation {
  id: string;
  members: [number, number];
}

const CHUNK = 200;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * `users` accounts a month old (past the new-account cap) with session tokens signed as the server
 * signs them, and `conversations` direct conversations between distinct random pairs of them,
 * written straight into the database.
 */
export async function seedMessaging(
  db: Kysely<Database>,
  jwtSecret: string,
  users: number,
  conversations: number,
  random: () => number,
): Promise<{ users: BenchUser[]; conversations: BenchConversation[] }> {
  const now = new Date().toISOString();
  const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
  const tokens = createTokenService(jwtSecret, 24 * 3600, systemClock);
  const sessions = createAuthSessions(db, systemClock, 24 * 3600);
  const ids = Array.from({ length: users }, () => randomUUID());
  await insertChunked(ids, (chunk) =>
    db
      .insertInto('users')
      .values(
        chunk.map((id, i) => ({
          id,
          name: `Bench ${i}`,
          username: `bench_msg_${id.slice(0, 12)}`,
          email: `msg-${id}@bench.local`,
          password_hash: '!',
          email_verified: 1,
          token_version: 0,
          profile_picture: null,
          created_at: monthAgo,
          updated_at: monthAgo,
        })),
      )
      .execute(),
  );
  const pairs = new Map<string, [number, number]>();
  while (pairs.size < conversations) {
    const a = Math.floor(random() * users);
    const b = Math.floor(random() * users);
    const ia = ids[a];
    const ib = ids[b];
    if (a === b || !ia || !ib) continue;
    pairs.set(directKey(ia, ib), [a, b]);
  }
  const plan = [...pairs.entries()].map(([key, members]) => ({ id: randomUUID(), key, members }));
  await insertChunked(plan, (chunk) =>
    db
      .insertInto('conversations')
      .values(
        chunk.map((c) => ({
          id: c.id,
          kind: 'direct' as const,
          booking_id: null,
          last_seq: 0,
          last_message_at: null,
          created_at: now,
          direct_key: c.key,
          created_by: ids[c.members[0]] ?? null,
        })),
      )
      .execute(),
  );
  await insertChunked(
    plan.flatMap((c) => c.members.map((m) => ({ conversation_id: c.id, user_id: ids[m] ?? '', last_read_seq: 0, created_at: now }))),
    (chunk) => db.insertInto('conversation_members').values(chunk).execute(),
  );
  const benchUsers = await Promise.all(ids.map(async (id) => ({ id, token: await signSession(sessions, tokens, { id, token_version: 0 }, 'bench') })));
  return { users: benchUsers, conversations: plan.map((c) => ({ id: c.id, members: c.members })) };
}
