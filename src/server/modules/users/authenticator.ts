import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { bearerToken, type Authenticator, type AuthUser } from '../../http/auth';
import type { Clock } from '../../services/clock';
import { LAST_SEEN_EVERY_MS } from './auth-sessions';
import type { TokenService } from './tokens';

interface SignedInRow {
  id: string;
  token_version: number;
  email_verified: number;
  expert_id: string | null;
  last_seen_at: string;
}

/**
 * The token's session and its user in one lookup by primary keys: the row must be
 * there, unrevoked and unexpired, and the user not suspended. Read on every request, on every instance, so a revocation holds
 * from the very next request wherever it lands (no cache to go stale).
 */
export const signedInSession = prepareQuery<{ sessionId: string; now: string }, SignedInRow>((db, p) =>
  db
    .selectFrom('auth_sessions')
    .innerJoin('users', 'users.id', 'auth_sessions.user_id')
    .leftJoin('expert_profiles', 'expert_profiles.user_id', 'users.id')
    .select(['users.id', 'users.token_version', 'users.email_verified', 'expert_profiles.id as expert_id', 'auth_sessions.last_seen_at'])
    .where('auth_sessions.id', '=', p.sessionId)
    .where('auth_sessions.revoked_at', 'is', null)
    .where('auth_sessions.expires_at', '>', p.now)
    // A suspension revokes the sessions too; this holds even for one started as it was written.
    .where('users.suspended_at', 'is', null),
);

/** Checks one session token: its user, or null when it does not verify or was revoked. */
export type TokenAuthenticator = (token: string) => Promise<AuthUser | null>;

/**
 * A token is valid when it verifies, its session row is live (logout, "sign out" in settings and a
 * password change revoke rows) and its user's token version still matches (a password reset bumps
 * the version and so ends every older token). The session's last_seen_at moves at most once a
 * minute. The HTTP bearer check and the live channel's first message both use it.
 */
export function createTokenAuthenticator(db: Kysely<Database>, tokens: TokenService, clock: Clock): TokenAuthenticator {
  return async (token) => {
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const now = clock.now();
    const row = await signedInSession.first(db, { sessionId: claims.sessionId, now: now.toISOString() });
    if (!row || row.id !== claims.userId || row.token_version !== claims.tokenVersion) return null;
    if (now.getTime() - Date.parse(row.last_seen_at) >= LAST_SEEN_EVERY_MS) {
      await db.updateTable('auth_sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', claims.sessionId).execute();
    }
    return { id: row.id, isExpert: row.expert_id !== null, emailVerified: row.email_verified === 1, sessionId: claims.sessionId };
  };
}

/** A request is signed in when its bearer token is valid (createTokenAuthenticator). */
export function createAuthenticator(db: Kysely<Database>, tokens: TokenService, clock: Clock): Authenticator {
  const check = createTokenAuthenticator(db, tokens, clock);
  return {
    async authenticate(request) {
      const token = bearerToken(request);
      return token ? check(token) : null;
    },
  };
}
