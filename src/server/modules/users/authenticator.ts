import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { bearerToken, type Authenticator, type AuthUser } from '../../http/auth';
import type { TokenService } from './tokens';

const signedInUser = prepareQuery<{ userId: string }, { id: string; token_version: number; expert_id: string | null }>((db, p) =>
  db
    .selectFrom('users')
    .leftJoin('expert_profiles', 'expert_profiles.user_id', 'users.id')
    .select(['users.id', 'users.token_version', 'expert_profiles.id as expert_id'])
    .where('users.id', '=', p.userId),
);

/** Checks one session token: its user, or null when it does not verify or was revoked. */
export type TokenAuthenticator = (token: string) => Promise<AuthUser | null>;

/**
 * A token is valid when it verifies and names a user whose token version still matches (a
 * password reset bumps the version and so revokes older tokens). The HTTP bearer check and the
 * live channel's first message both use it.
 */
export function createTokenAuthenticator(db: Kysely<Database>, tokens: TokenService): TokenAuthenticator {
  return async (token) => {
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const user = await signedInUser.first(db, { userId: claims.userId });
    if (!user || user.token_version !== claims.tokenVersion) return null;
    return { id: user.id, isExpert: user.expert_id !== null };
  };
}

/** A request is signed in when its bearer token is valid (createTokenAuthenticator). */
export function createAuthenticator(db: Kysely<Database>, tokens: TokenService): Authenticator {
  const check = createTokenAuthenticator(db, tokens);
  return {
    async authenticate(request) {
      const token = bearerToken(request);
      return token ? check(token) : null;
    },
  };
}
