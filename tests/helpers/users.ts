import argon2 from 'argon2';
import { randomUUID } from 'node:crypto';
import { createAuthSessions, signSession } from '#server/modules/users/auth-sessions';
import { createTokenService } from '#server/modules/users/tokens';
import type { Clock } from '#server/services/clock';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'Curious#2026';

/** What the seeding helpers use of a test app (or of an e2e server): its database, clock and token settings. */
export type SeedTarget = Pick<TestApp, 'db'> & { clock: Clock; deps: Pick<TestApp['deps'], 'jwtSecret' | 'config'> };
let counter = 0;

/**
 * Puts a user straight into the database (argon2id hash, verified email by default) and returns a
 * session token signed as the API signs them, for suites that need a signed-in caller.
 */
export async function createTestUser(
  t: SeedTarget,
  opts: { name?: string; email?: string; password?: string; verified?: boolean } = {},
) {
  counter += 1;
  const id = randomUUID();
  const email = (opts.email ?? `user${counter}-${id.slice(0, 6)}@example.com`).toLowerCase();
  const password = opts.password ?? TEST_PASSWORD;
  const now = t.clock.now().toISOString();
  await t.db.kysely
    .insertInto('users')
    .values({
      id,
      name: opts.name ?? `Test User ${counter}`,
      username: `${email.split('@')[0]?.replace(/[^a-z0-9._]/g, '') ?? 'user'}${counter}`,
      email,
      password_hash: await argon2.hash(password, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 }),
      email_verified: opts.verified === false ? 0 : 1,
      token_version: 0,
      profile_picture: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const token = await signTestSession(t, id);
  return { id, email, password, token, auth: { authorization: `Bearer ${token}` } };
}

/** A new session of the user (an auth_sessions row, as a sign-in starts one) and its token. */
export async function signTestSession(t: SeedTarget, userId: string, userAgent = 'vitest', tokenVersion = 0): Promise<string> {
  const ttl = t.deps.config.tokenTtlSeconds;
  const sessions = createAuthSessions(t.db.kysely, t.clock, ttl);
  return signSession(sessions, createTokenService(t.deps.jwtSecret, ttl, t.clock), { id: userId, token_version: tokenVersion }, userAgent);
}
