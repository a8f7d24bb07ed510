import { atom } from 'jotai';
import type { PublicUser } from '#shared/contract/http/users';
import { effectiveUsername, isExpertUser } from '#shared/domain/user-identity';
import type { UserMode } from '#platform/storage-keys';
import { bridge } from '#platform/bridge';
import {
  clearStoredMode,
  clearStoredSession,
  evaluateStoredSession,
  readStoredUserAndMode,
  saveMode,
  saveUser,
  tokenExpiresAt,
  type RestoreOutcome,
} from './auth-storage';
import { clearUserDraftsAtom } from './user-drafts';

/**
 * The session as the renderer holds it. The auth feature sets these (login, restore, logout,
 * expiry); everything else reads them. The token itself lives in the platform vault (OS keychain
 * on desktop, localStorage on the web); only its expiry is kept here for the auto-logout timer.
 */
export const userAtom = atom<PublicUser | null>(null);
export const tokenExpiryAtom = atom<number | null>(null);
export const modeAtom = atom<UserMode>('user');
/** True while the session is restored, or a login or logout runs. */
export const authLoadingAtom = atom<boolean>(true);

export const isExpertAtom = atom((get) => isExpertUser(get(userAtom)));
export const usernameAtom = atom((get) => {
  const user = get(userAtom);
  return user ? effectiveUsername(user) : null;
});
/** The mode in force: non-experts are always held in user mode. */
export const effectiveModeAtom = atom<UserMode>((get) => (get(isExpertAtom) ? get(modeAtom) : 'user'));

/**
 * Signs in with the token and user a login or signup answered: decodes the token (one that cannot
 * be decoded is ignored and nothing changes), keeps the token in the vault and the user in
 * storage, and resets the mode to 'user'. Resolves false when the login was ignored.
 */
export const signInAtom = atom(null, async (_get, set, input: { token: string; user: PublicUser }) => {
  const expiresAt = tokenExpiresAt(input.token);
  if (expiresAt === null) {
    console.error('Login ignored: the token cannot be decoded.');
    return false;
  }
  set(authLoadingAtom, true);
  try {
    await bridge.setToken(input.token);
    saveUser(input.user);
    saveMode('user');
    set(userAtom, input.user);
    set(tokenExpiryAtom, expiresAt);
    set(modeAtom, 'user');
    return true;
  } finally {
    set(authLoadingAtom, false);
  }
});

/**
 * Clears the user, the mode and the three stored keys (the token from the vault too), and the
 * become-expert form with its stored pictures and the gig draft: nothing of the signed-out user
 * stays on the device.
 */
export const signOutAtom = atom(null, async (_get, set) => {
  set(authLoadingAtom, true);
  set(userAtom, null);
  set(tokenExpiryAtom, null);
  set(modeAtom, 'user');
  clearStoredSession();
  set(clearUserDraftsAtom);
  try {
    await bridge.clearToken();
  } catch (err) {
    console.error('The stored token could not be removed.', err);
  } finally {
    set(authLoadingAtom, false);
  }
});

/** Replaces the signed-in user (a refresh from the server, a new expert profile) and stores it. */
export const updateUserAtom = atom(null, (get, set, user: PublicUser) => {
  set(userAtom, user);
  saveUser(user);
  if (!isExpertUser(user) && get(modeAtom) !== 'user') {
    set(modeAtom, 'user');
    clearStoredMode();
  }
});

/** Switches between buyer and expert mode; only experts may switch. Resolves false when refused. */
export const setModeAtom = atom(null, (get, set, mode: UserMode) => {
  if (mode === 'expert' && !get(isExpertAtom)) return false;
  set(modeAtom, mode);
  saveMode(mode);
  return true;
});

/**
 * Restores the stored session on start: only while the token's exp is in the future; anything
 * that cannot be read logs the user out. Returns what happened.
 */
export const restoreSessionAtom = atom(null, async (_get, set): Promise<RestoreOutcome> => {
  set(authLoadingAtom, true);
  let token: string | null = null;
  try {
    token = await bridge.getToken();
  } catch (err) {
    console.error('The stored token could not be read.', err);
  }
  const outcome = evaluateStoredSession({ token, ...readStoredUserAndMode() }, Date.now());
  if (outcome.kind === 'ok') {
    set(userAtom, outcome.user);
    set(tokenExpiryAtom, outcome.expiresAt);
    set(modeAtom, outcome.mode);
    if (outcome.clearMode) clearStoredMode();
    set(authLoadingAtom, false);
  } else {
    if (outcome.kind === 'invalid') console.error(`Stored session dropped: ${outcome.reason}.`);
    if (outcome.kind === 'none') set(authLoadingAtom, false);
    else await set(signOutAtom);
  }
  return outcome;
});
