import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { bearerToken, type Authenticator } from '../../http/auth';
import type { TokenService } from './tokens';

const signedInUser = prepareQuery<{ userId: string }, { id: string; token_version: number; expert_id: string | null }>((db, p) =>
  db
    .selectFrom('users')
    .leftJoin('expert_profiles', 'expert_profiles.user_id', 'users.id')
    .select(['users.id', 'users.token_version', 'expert_profiles.id as expert_id'])
    .where('users.id', '=', p.userId),
);

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
      const user = await signedInUser.first(db, { userId: claims.userId });
      if (!user || user.token_version !== claims.tokenVersion) return null;
      return { id: user.id, isExpert: user.expert_id !== null };
    },
  };
}
