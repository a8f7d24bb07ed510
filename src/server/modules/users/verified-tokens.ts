import { decodeJwt } from 'jose';
import type { Clock } from '../../services/clock';
import type { TokenClaims, TokenService } from './tokens';

/** How many verified session tokens are remembered (about 200 bytes each). */
export const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Remembers the tokens whose signature verified, until they expire: verifying an HS256 token with
 * WebCrypto (importing the key, a thread-pool job) cost more than the rest of a signed-in read.
 * The claims of a token are fixed by its text, so a remembered token answers the same as a new
 * verification would, and the expiry is checked against the clock on every use. Only valid tokens
 * are kept (made-up ones cannot fill the memory), the oldest leaving first. Revocation is not this
 * layer's job: the authenticator still compares the token version with the user's row on every
 * request, so a password reset ends older sessions at once.
 */
export function rememberVerifiedTokens(tokens: TokenService, clock: Clock, kept = VERIFIED_TOKENS_KEPT): TokenService {
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  return {
    sign: (claims) => tokens.sign(claims),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (clock.now().getTime() < known.expiresAtMs) return known.claims;
        verified.delete(token);
      }
      const claims = await tokens.verify(token);
      const { exp } = claims ? decodeJwt(token) : {};
      if (claims && typeof exp === 'number') {
        verified.set(token, { claims: Object.freeze(claims), expiresAtMs: exp * 1000 });
        if (verified.size > kept) {
          const oldest = verified.keys().next();
          if (!oldest.done) verified.delete(oldest.value);
        }
      }
      return claims;
    },
  };
}
