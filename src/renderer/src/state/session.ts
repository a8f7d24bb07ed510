import { atom } from 'jotai';
import { effectiveUsername, isExpertUser, type PublicUser } from '../../../shared/domain/user';
import type { UserMode } from '../../../shared/domain/storage-keys';

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
