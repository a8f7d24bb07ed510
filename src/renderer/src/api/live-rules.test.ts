import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE, LIVE_PATH } from '#shared/contract/live';
import { closeAction, liveUrl, reconnectDelay } from './live-rules';

describe('reconnectDelay', () => {
  it('doubles from the base with jitter in the upper half, up to the maximum', () => {
    const limits = { baseMs: 500, maxMs: 15_000 };
    expect(reconnectDelay(0, 0, limits)).toBe(250);
    expect(reconnectDelay(0, 0.999, limits)).toBeLessThanOrEqual(500);
    expect(reconnectDelay(3, 0, limits)).toBe(2000);
    expect(reconnectDelay(3, 0.5, limits)).toBe(3000);
    expect(reconnectDelay(20, 0.999, limits)).toBeLessThanOrEqual(15_000);
    expect(reconnectDelay(20, 0, limits)).toBe(7500);
  });
});

describe('closeAction', () => {
  it('asks to sign in again only for an unauthenticated close; anything else reconnects', () => {
    expect(closeAction(LIVE_CLOSE.unauthenticated.code)).toBe('sign-in');
    for (const c of [LIVE_CLOSE.badMessage, LIVE_CLOSE.tooMany, LIVE_CLOSE.authTimeout, LIVE_CLOSE.shuttingDown, LIVE_CLOSE.tooBig])
      expect(closeAction(c.code)).toBe('reconnect');
    expect(closeAction(1006)).toBe('reconnect');
  });
});

describe('liveUrl', () => {
  it('turns the API origin into the socket address', () => {
    expect(liveUrl('http://127.0.0.1:5500', LIVE_PATH)).toBe('ws://127.0.0.1:5500/api/live');
    expect(liveUrl('https://qurious.example', LIVE_PATH)).toBe('wss://qurious.example/api/live');
  });
});
