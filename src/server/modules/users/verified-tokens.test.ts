import { describe, expect, it } from 'vitest';
import { manualClock } from '../../services/clock';
import { createTokenService, type TokenService } from './tokens';
import { rememberVerifiedTokens } from './verified-tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';

/** The real token service, counting the verifications that reach it. */
function counted(tokens: TokenService) {
  const calls = { verify: 0 };
  const service: TokenService = {
    sign: (claims) => tokens.sign(claims),
    verify: (token) => {
      calls.verify += 1;
      return tokens.verify(token);
    },
  };
  return { service, calls };
}

describe('rememberVerifiedTokens', () => {
  it('verifies a token once and answers the same claims after that', async () => {
    const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
    const { service, calls } = counted(createTokenService(SECRET, 3600, clock));
    const tokens = rememberVerifiedTokens(service, clock);
    const token = await tokens.sign({ userId: 'u1', tokenVersion: 3, sessionId: 's1' });
    for (let i = 0; i < 5; i += 1) expect(await tokens.verify(token)).toEqual({ userId: 'u1', tokenVersion: 3, sessionId: 's1' });
    expect(calls.verify).toBe(1);
  });

  it('stops answering a remembered token at its expiry', async () => {
    const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
    const tokens = rememberVerifiedTokens(createTokenService(SECRET, 3600, clock), clock);
    const token = await tokens.sign({ userId: 'u1', tokenVersion: 0, sessionId: 's1' });
    expect(await tokens.verify(token)).not.toBeNull();
    clock.advance(3600 * 1000 - 1000);
    expect(await tokens.verify(token)).not.toBeNull();
    clock.advance(1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('keeps no invalid token and refuses a tampered one that follows a valid one', async () => {
    const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
    const { service, calls } = counted(createTokenService(SECRET, 3600, clock));
    const tokens = rememberVerifiedTokens(service, clock);
    const token = await tokens.sign({ userId: 'u1', tokenVersion: 0, sessionId: 's1' });
    await tokens.verify(token);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'admin', tv: 0, exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify('not-a-token')).toBeNull();
    expect(calls.verify).toBe(4);
  });

  it('remembers a bounded number of tokens, the oldest leaving first', async () => {
    const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
    const { service, calls } = counted(createTokenService(SECRET, 3600, clock));
    const tokens = rememberVerifiedTokens(service, clock, 2);
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((userId) => tokens.sign({ userId, tokenVersion: 0, sessionId: 's1' })));
    for (const token of [a, b, c]) await tokens.verify(token ?? '');
    expect(calls.verify).toBe(3);
    await tokens.verify(c ?? '');
    await tokens.verify(b ?? '');
    expect(calls.verify).toBe(3);
    expect(await tokens.verify(a ?? '')).toEqual({ userId: 'a', tokenVersion: 0, sessionId: 's1' });
    expect(calls.verify).toBe(4);
  });
});
