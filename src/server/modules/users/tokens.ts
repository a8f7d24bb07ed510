import { SignJWT, jwtVerify, errors } from 'jose';
import type { Clock } from '../../services/clock';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  /** The auth_sessions row the token belongs to: revoking the row ends the token. */
  sessionId: string;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid, unexpired HS256 token; null for anything else (alg none, tampered, expired). */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, ttlSeconds: number, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, tokenVersion, sessionId }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ tv: tokenVersion, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock.now() });
        // A token from before sessions (no sid) cannot be revoked, so it is not accepted.
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, tokenVersion: payload.tv, sessionId: payload.sid };
      } catch (e) {
        if (e instanceof errors.JOSEError) return null;
        throw e;
      }
    },
  };
}
