import type { DbKind } from '../../db/database';
import type { Tx } from '../../db/queryable';
import { NO_PASSWORD } from './passwords';

/** What a proof of the address took away from an account that was unverified until then. */
export interface ProofRemoval {
  /** The sessions signed out (their live sockets are closed after the commit). */
  sessionIds: string[];
  /** A password set before the proof was dropped. */
  password: boolean;
  /** The providers whose identities, linked before the proof, were unlinked. */
  providers: string[];
}

export const removedAnything = (r: ProofRemoval) => r.sessionIds.length > 0 || r.password || r.providers.length > 0;

/**
 * How the address was proven:
 * - `unasked`: by something the account's holder did not ask for (a verified provider identity,
 *   the one-time sign-in link of a notice mail, a password reset link): whoever set the password
 *   may not be the owner, so it goes.
 * - `asked`: by the link the holder's own request sent there (the sign-up's verification link,
 *   the email change's confirmation): the password set with that request stays, as the spec's
 *   "verify, then sign in" needs, and everything else set up before goes.
 */
export type ProofKind = 'unasked' | 'asked';

/**
 * The account's address was just proven, inside the proof's transaction. When the account was
 * unverified until now, what its holder set up before goes with it: every session but
 * `keepSession` (the one the proving request is signed in with), the password (for an `unasked`
 * proof), the linked identities, the remembered devices and any pending email change (whose link
 * went to an address of the holder's choosing); the email becomes verified. A verified account is
 * left as it is (null): its owner's sign-in signs nobody out.
 */
export async function proveAddress(
  trx: Tx,
  kind: DbKind,
  userId: string,
  at: string,
  how: ProofKind,
  keepSession: string | null = null,
): Promise<ProofRemoval | null> {
  const user = await trx
    .selectFrom('users')
    .select(['email_verified', 'password_hash'])
    .where('id', '=', userId)
    .$if(kind === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
  if (!user || user.email_verified === 1) return null;
  const dropPassword = how === 'unasked' && user.password_hash !== NO_PASSWORD;
  await trx
    .updateTable('users')
    .set({ email_verified: 1, updated_at: at, ...(dropPassword ? { password_hash: NO_PASSWORD } : {}) })
    .where('id', '=', userId)
    .execute();
  const sessionIds = await revokeSessions(trx, userId, at, keepSession);
  const identities = await trx.selectFrom('user_identities').select('provider').where('user_id', '=', userId).orderBy('provider').execute();
  await trx.deleteFrom('user_identities').where('user_id', '=', userId).execute();
  await trx.deleteFrom('device_tokens').where('user_id', '=', userId).execute();
  await trx
    .updateTable('user_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('purpose', '=', 'change-email')
    .where('used_at', 'is', null)
    .execute();
  return { sessionIds, password: dropPassword, providers: identities.map((i) => i.provider) };
}

/** Signs out every working session of the user but `keep`; answers the ids it ended. */
export async function revokeSessions(trx: Tx, userId: string, at: string, keep: string | null): Promise<string[]> {
  const rows = await trx
    .selectFrom('auth_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .$if(keep !== null, (q) => q.where('id', '!=', keep ?? ''))
    .execute();
  const ids = rows.map((r) => r.id);
  if (ids.length > 0) await trx.updateTable('auth_sessions').set({ revoked_at: at }).where('id', 'in', ids).execute();
  return ids;
}
