import { jwtDecode } from 'jwt-decode';
import type { PublicUser } from '#shared/contract/http/users';
import { isExpertUser } from '#shared/domain/user-identity';
import { DEFAULT_MODE, STORAGE_KEYS, type UserMode } from '#platform/storage-keys';

/**
 * The stored session (buyer spec sections 3 and 4): user and userMode in localStorage; the token
 * comes from the platform vault (localStorage 'token' on the web, the OS keychain on desktop).
 */

/** The token's exp in milliseconds, or null when it cannot be decoded or has no exp. */
export function tokenExpiresAt(token: string): number | null {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * A cheap shape check of the stored user, without zod (it runs before the first paint): the user is
 * refreshed from GET /api/users/me right after restore, and that answer is schema-checked. A user
 * stored before answers carried `id` beside `_id` has only `_id`: it gets `id` from it (and so does
 * its expert profile), rather than its session being refused and its owner signed out.
 */
export function storedUserOf(v: unknown): PublicUser | null {
  if (typeof v !== 'object' || v === null) return null;
  const u = v as Record<string, unknown>;
  const looksRight =
    ['_id', 'name', 'username', 'email', 'createdAt'].every((k) => typeof u[k] === 'string') &&
    (u.id === undefined || typeof u.id === 'string') &&
    typeof u.emailVerified === 'boolean' &&
    (u.profilePicture === null || typeof u.profilePicture === 'string') &&
    (u.expertProfile === null || (typeof u.expertProfile === 'object' && u.expertProfile !== undefined));
  if (!looksRight) return null;
  const user = v as Omit<PublicUser, 'id' | 'expertProfile'> & { id?: string; expertProfile: StoredExpertProfile | null };
  const { expertProfile } = user;
  return {
    ...user,
    id: user.id ?? user._id,
    expertProfile: expertProfile && { ...expertProfile, id: expertProfile.id ?? expertProfile._id },
  };
}

type StoredExpertProfile = Omit<NonNullable<PublicUser['expertProfile']>, 'id'> & { id?: string };

export interface StoredSession {
  token: string | null;
  user: string | null;
  mode: string | null;
}

export type RestoreOutcome =
  | { kind: 'none' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'expired' }
  | { kind: 'ok'; user: PublicUser; expiresAt: number; mode: UserMode; clearMode: boolean };

/**
 * What a stored session restores to: nothing stored; a value that cannot be parsed or a token
 * that cannot be decoded (logged out); an exp not in the future (logged out); or the user with
 * its mode, forced to 'user' (and the stored mode cleared) for a non-expert.
 */
export function evaluateStoredSession(stored: StoredSession, now: number): RestoreOutcome {
  if (stored.token === null && stored.user === null) return { kind: 'none' };
  if (stored.token === null || stored.user === null) return { kind: 'invalid', reason: 'token or user missing' };
  const expiresAt = tokenExpiresAt(stored.token);
  if (expiresAt === null) return { kind: 'invalid', reason: 'token cannot be decoded' };
  let json: unknown;
  try {
    json = JSON.parse(stored.user);
  } catch {
    return { kind: 'invalid', reason: 'stored user cannot be parsed' };
  }
  const user = storedUserOf(json);
  if (!user) return { kind: 'invalid', reason: 'stored user has the wrong shape' };
  if (expiresAt <= now) return { kind: 'expired' };
  const expert = isExpertUser(user);
  const mode: UserMode = expert && stored.mode === 'expert' ? 'expert' : DEFAULT_MODE;
  return { kind: 'ok', user, expiresAt, mode, clearMode: !expert };
}

export function readStoredUserAndMode(): Pick<StoredSession, 'user' | 'mode'> {
  return { user: localStorage.getItem(STORAGE_KEYS.user), mode: localStorage.getItem(STORAGE_KEYS.userMode) };
}

export function saveUser(user: PublicUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function saveMode(mode: UserMode): void {
  localStorage.setItem(STORAGE_KEYS.userMode, mode);
}

export function clearStoredMode(): void {
  localStorage.removeItem(STORAGE_KEYS.userMode);
}

/** Removes the three stored keys (the token's too, whatever platform kept it). */
export function clearStoredSession(): void {
  for (const key of [STORAGE_KEYS.user, STORAGE_KEYS.token, STORAGE_KEYS.userMode]) localStorage.removeItem(key);
}
