import { describe, expect, it } from 'vitest';
import type { PublicUser } from '#shared/contract/http/users';
import { evaluateStoredSession, tokenExpiresAt } from './auth-storage';
import { fixtureUser as user, unsignedToken as token } from './session-fixtures';

const NOW = Date.parse('2026-03-01T10:00:00Z');
const inAnHour = Math.floor(NOW / 1000) + 3600;

const expert: PublicUser = { ...user, expertProfile: { id: 'e1', _id: 'e1', userName: 'ada_x', displayName: 'Ada X.', softwares: [], profilePicture: null } };

describe('tokenExpiresAt', () => {
  it('reads exp in milliseconds', () => {
    expect(tokenExpiresAt(token({ sub: 'u1', exp: inAnHour }))).toBe(inAnHour * 1000);
  });
  it('is null for a token that cannot be decoded or has no exp', () => {
    expect(tokenExpiresAt('nope')).toBeNull();
    expect(tokenExpiresAt(token({ sub: 'u1' }))).toBeNull();
    expect(tokenExpiresAt(token({ exp: 'soon' }))).toBeNull();
  });
});

describe('evaluateStoredSession', () => {
  const stored = (u: PublicUser | string | null, t: string | null, mode: string | null = 'user') => ({
    token: t,
    user: u === null ? null : typeof u === 'string' ? u : JSON.stringify(u),
    mode,
  });

  it('restores a user while the token lives, in the stored mode for an expert', () => {
    expect(evaluateStoredSession(stored(expert, token({ exp: inAnHour }), 'expert'), NOW)).toEqual({
      kind: 'ok',
      user: expert,
      expiresAt: inAnHour * 1000,
      mode: 'expert',
      clearMode: false,
    });
  });

  it('holds a non-expert in user mode and clears the stored mode', () => {
    expect(evaluateStoredSession(stored(user, token({ exp: inAnHour }), 'expert'), NOW)).toMatchObject({ kind: 'ok', mode: 'user', clearMode: true });
    const blank: PublicUser = { ...user, expertProfile: { id: 'e1', _id: 'e1', userName: '  ', displayName: 'Ada X.', softwares: [], profilePicture: null } };
    expect(evaluateStoredSession(stored(blank, token({ exp: inAnHour }), 'expert'), NOW)).toMatchObject({ mode: 'user', clearMode: true });
  });

  it('logs out when the exp is not in the future', () => {
    expect(evaluateStoredSession(stored(user, token({ exp: Math.floor(NOW / 1000) })), NOW)).toEqual({ kind: 'expired' });
  });

  it('logs out on an undecodable token, an unparseable or wrongly shaped user, or half a session', () => {
    for (const s of [stored(user, 'garbage'), stored('{oops', token({ exp: inAnHour })), stored('{"name":1}', token({ exp: inAnHour })), stored(user, null), stored(null, 'x')]) {
      expect(evaluateStoredSession(s, NOW).kind).toBe('invalid');
    }
  });

  it('restores a user stored before answers carried id, with id filled from _id', () => {
    // As the renderer stored it before: `_id` only, on the user and on its expert profile.
    const { id: _userId, ...userBefore } = user;
    const before = JSON.stringify({ ...userBefore, expertProfile: { _id: 'e1', userName: 'ada_x', displayName: 'Ada X.', softwares: [], profilePicture: null } });
    expect(before).not.toContain('"id"');
    expect(evaluateStoredSession(stored(before, token({ exp: inAnHour }), 'expert'), NOW)).toEqual({
      kind: 'ok',
      user: expert,
      expiresAt: inAnHour * 1000,
      mode: 'expert',
      clearMode: false,
    });
  });

  it('has nothing to restore when nothing is stored', () => {
    expect(evaluateStoredSession(stored(null, null, null), NOW)).toEqual({ kind: 'none' });
  });
});
