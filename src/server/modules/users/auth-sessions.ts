import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { USER_AGENT_MAX_LENGTH } from '#shared/domain/account';
import type { Database } from '../../db/schema';
import type { Clock } from '../../services/clock';
import { refuseIfSuspended } from './suspension';
import type { TokenService } from './tokens';

/** last_seen_at moves at most this often per session (one small write a minute, not one per request). */
export const LAST_SEEN_EVERY_MS = 60_000;

export interface ActiveSession {
  id: string;
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
}

/**
 * The session rows behind tokens: a sign-in starts one, and the token carries its id;
 * revoking marks the row, which the authenticator reads on every request.
 */
export function createAuthSessions(db: Kysely<Database>, clock: Clock, ttlSeconds: number) {
  const nowIso = () => clock.now().toISOString();
  return {
    /**
     * A new session of the user; expired and revoked rows of the user are cleared on the way. Every
     * sign-in (password, link, social, phone) comes through here, so a suspended account is refused
     * here once (403 ACCOUNT_SUSPENDED, naming the end).
     */
    async start(userId: string, userAgent: string | undefined): Promise<string> {
      await refuseIfSuspended(db, userId);
      const id = randomUUID();
      const now = clock.now();
      await db
        .deleteFrom('auth_sessions')
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('revoked_at', 'is not', null)]))
        .execute();
      await db
        .insertInto('auth_sessions')
        .values({
          id,
          user_id: userId,
          user_agent: (userAgent ?? '').slice(0, USER_AGENT_MAX_LENGTH),
          created_at: now.toISOString(),
          last_seen_at: now.toISOString(),
          expires_at: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
          revoked_at: null,
        })
        .execute();
      return id;
    },

    /** The user's sessions that still work, most recently seen first. */
    async active(userId: string): Promise<ActiveSession[]> {
      const rows = await db
        .selectFrom('auth_sessions')
        .select(['id', 'user_agent', 'created_at', 'last_seen_at'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .orderBy('last_seen_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ id: r.id, userAgent: r.user_agent, createdAt: r.created_at, lastSeenAt: r.last_seen_at }));
    },

    /** Ends one session of the user; false when the user has no such working session. */
    async revoke(userId: string, sessionId: string): Promise<boolean> {
      const now = nowIso();
      const result = await db
        .updateTable('auth_sessions')
        .set({ revoked_at: now })
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Ends every working session of the user but `keep`; answers the ids it ended. */
    async revokeOthers(userId: string, keep: string): Promise<string[]> {
      const now = nowIso();
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('auth_sessions')
          .select('id')
          .where('user_id', '=', userId)
          .where('id', '!=', keep)
          .where('revoked_at', 'is', null)
          .execute();
        const ids = rows.map((r) => r.id);
        if (ids.length > 0) await trx.updateTable('auth_sessions').set({ revoked_at: now }).where('id', 'in', ids).execute();
        return ids;
      });
    },
  };
}

export type AuthSessions = ReturnType<typeof createAuthSessions>;

/** Starts a session and signs its token: what every sign-in answers with. */
export async function signSession(
  sessions: AuthSessions,
  tokens: Pick<TokenService, 'sign'>,
  user: { id: string; token_version: number },
  userAgent: string | undefined,
): Promise<string> {
  const sessionId = await sessions.start(user.id, userAgent);
  return tokens.sign({ userId: user.id, tokenVersion: user.token_version, sessionId });
}
