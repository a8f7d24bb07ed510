import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../services/clock';
import { refreshHeldReviews } from '../reviews/held-back';
import { sha256 } from './email-tokens';

/** A device token lasts a year after its last use; a user keeps at most this many. */
export const DEVICE_TOKEN_TTL_MS = 365 * 24 * 3600 * 1000;
export const DEVICE_TOKENS_PER_USER = 20;

export interface KnownDevice {
  id: string;
  userId: string;
}

/** Two accounts seen on the same client, kept both ways, and their reviews of each other brought up to date. */
async function linkAccounts(db: Kysely<Database>, a: string, b: string, now: Date): Promise<void> {
  await db
    .insertInto('device_links')
    .values([
      { user_id: a, other_user_id: b, seen_at: now.toISOString() },
      { user_id: b, other_user_id: a, seen_at: now.toISOString() },
    ])
    .onConflict((oc) => oc.columns(['user_id', 'other_user_id']).doNothing())
    .execute();
  await refreshHeldReviews(db, { userIds: [a, b] });
}

/**
 * Device tokens: 32 random bytes given to a client at a successful sign-in, kept by the client
 * (localStorage in the browser, the OS keychain in the desktop app) and sent back with its next
 * logins. Only the SHA-256 is stored, with the user it belongs to. A token only exempts its client
 * from the account's throttle: the password is still required.
 */
export function createDeviceTokens(db: Kysely<Database>, clock: Clock) {
  return {
    /** The unexpired device a token names, whoever it belongs to (the caller checks the user). */
    async find(token: string): Promise<KnownDevice | null> {
      const row = await db
        .selectFrom('device_tokens')
        .select(['id', 'user_id'])
        .where('token_hash', '=', sha256(token))
        .where('expires_at', '>', clock.now().toISOString())
        .executeTakeFirst();
      return row ? { id: row.id, userId: row.user_id } : null;
    },

    /**
     * A fresh token for the user; the oldest beyond DEVICE_TOKENS_PER_USER are dropped. A client
     * that presented another account's token links the two accounts (reviews between them are
     * held back: modules/reviews/held-back.ts).
     */
    async issue(userId: string, presented: KnownDevice | null = null): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      if (presented && presented.userId !== userId) await linkAccounts(db, userId, presented.userId, now);
      await db
        .insertInto('device_tokens')
        .values({
          id: randomUUID(),
          user_id: userId,
          token_hash: sha256(token),
          created_at: now.toISOString(),
          last_used_at: now.toISOString(),
          expires_at: new Date(now.getTime() + DEVICE_TOKEN_TTL_MS).toISOString(),
        })
        .execute();
      const stale = await db
        .selectFrom('device_tokens')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('last_used_at', 'desc')
        .orderBy('id')
        .offset(DEVICE_TOKENS_PER_USER)
        .limit(1000)
        .execute();
      if (stale.length > 0) await db.deleteFrom('device_tokens').where('id', 'in', stale.map((s) => s.id)).execute();
      return token;
    },

    /** A signed-in use: the token lives another year. */
    async touch(deviceId: string): Promise<void> {
      const now = clock.now();
      await db
        .updateTable('device_tokens')
        .set({ last_used_at: now.toISOString(), expires_at: new Date(now.getTime() + DEVICE_TOKEN_TTL_MS).toISOString() })
        .where('id', '=', deviceId)
        .execute();
    },
  };
}

export type DeviceTokens = ReturnType<typeof createDeviceTokens>;
