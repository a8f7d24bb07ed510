import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { EMAIL_CHANGE_TTL_MS } from '#shared/domain/account-changes';
import type { Clock } from '../../services/clock';
import type { UserTokenPurpose } from './tables';

export const VERIFY_TOKEN_TTL_MS = 24 * 3600 * 1000;
export const RESET_TOKEN_TTL_MS = 3600 * 1000;
/** The one-time sign-in link of the notice mails. */
export const SIGN_IN_TOKEN_TTL_MS = 30 * 60 * 1000;
export const TOKEN_TTL_MS: Record<UserTokenPurpose, number> = {
  'verify-email': VERIFY_TOKEN_TTL_MS,
  'reset-password': RESET_TOKEN_TTL_MS,
  'sign-in': SIGN_IN_TOKEN_TTL_MS,
  'change-email': EMAIL_CHANGE_TTL_MS,
};

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type Db = Kysely<Database>;

/**
 * Makes a new single-use token for the user (32 random bytes, only its hash is stored) and
 * retires the user's earlier unused tokens of the same purpose. Returns the token to email.
 */
export async function issueEmailToken(
  db: Db,
  clock: Clock,
  userId: string,
  purpose: UserTokenPurpose,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('user_tokens')
      .set({ used_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('user_tokens')
      .values({
        id: randomUUID(),
        user_id: userId,
        purpose,
        token_hash: sha256(token),
        expires_at: new Date(now.getTime() + TOKEN_TTL_MS[purpose]).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
        new_email: newEmail,
      })
      .execute();
  });
  return token;
}

/**
 * Uses a token once: marks it used if it exists, has this purpose, is unused and unexpired, and
 * returns its user id; null otherwise. One UPDATE, so two racing requests cannot both use it.
 */
export async function consumeEmailToken(db: Db, clock: Clock, token: string, purpose: UserTokenPurpose): Promise<string | null> {
  return (await consumeEmailTokenRow(db, clock, token, purpose))?.user_id ?? null;
}

/** consumeEmailToken's row: its user and, for an email change, the address it verifies. */
export async function consumeEmailTokenRow(
  db: Db,
  clock: Clock,
  token: string,
  purpose: UserTokenPurpose,
): Promise<{ user_id: string; new_email: string | null } | undefined> {
  const now = clock.now().toISOString();
  return db
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', sha256(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
}
