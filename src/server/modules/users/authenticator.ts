import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { bearerToken, type Authenticator } from '../../http/auth';
import type { TokenService } from './tokens';

/**
 * A request is signed in when its bearer token verifies and names a user whose token version
 * still matches (a password reset bumps the version and so revokes older tokens).
 */
export function createAuthenticator(db: Kysely<Database>, tokens: TokenService): Authenticator {
  return {
    async authenticate(request) {
      const token = bearerToken(request);
      if (!token) return null;
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const user = await db
        .selectFrom('users')
        .leftJoin('expert_profiles', 'expert_profiles.user_id', 'users.id')
        .select(['users.id', 'users.token_version', 'expert_profiles.id as expert_id'])
        .where('users.id', '=', claims.userId)
        .executeTakeFirst();
      if (!user || user.token_version !== claims.tokenVersion) return null;
      return { id: user.id, isExpert: user.expert_id !== null };
    },
  };
}
