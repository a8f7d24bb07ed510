import { SignJWT, jwtVerify, errors } from 'jose';
import type { Clock } from '../../services/clock';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid, unexpired HS256 token; null for anything else (alg none, tampered, expired). */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, ttlSeconds: number, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, tokenVersion }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock.now() });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        return { userId: payload.sub, tokenVersion: payload.tv };
      } catch (e) {
        if (e instanceof errors.JOSEError) return null;
        throw e;
      }
    },
  };
}
