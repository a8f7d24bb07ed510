import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SignInResponse } from '#shared/contract/http/users';
import type { UserMode } from '#platform/storage-keys';
import {
  profileMenuOpenAtom,
  setModeAtom,
  signInAtom,
  signOutAtom,
  useAtomValue,
  useAuthModal,
  usernameAtom,
  useSetAtom,
} from '#state';
import { call, onSessionRejected } from '#api/client';
import { rememberDevice } from './device-token';

/** Paths that need a signed-in user: logging out there goes home. */
export const SIGNED_IN_PATHS = ['/dashboard', '/users', '/become_expert/overview'] as const;
export const isSignedInPath = (path: string) => SIGNED_IN_PATHS.some((p) => path.startsWith(p));

export const expertDashboardPath = (username: string) => `/users/${encodeURIComponent(username)}/expert_dashboard`;

/** Login, logout and mode switching with their navigation (buyer spec section 4). */
export function useSessionActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signIn = useSetAtom(signInAtom);
  const signOut = useSetAtom(signOutAtom);
  const setMode = useSetAtom(setModeAtom);
  const setProfileMenuOpen = useSetAtom(profileMenuOpenAtom);
  const username = useAtomValue(usernameAtom);
  const { close: closeModal } = useAuthModal();

  /** Signs in and keeps the device token; the modal and the profile dropdown close. */
  const login = useCallback(
    async ({ token, user, deviceToken }: SignInResponse) => {
      const ok = await signIn({ token, user });
      if (ok) {
        await rememberDevice(deviceToken);
        closeModal();
        setProfileMenuOpen(false);
      }
      return ok;
    },
    [signIn, closeModal, setProfileMenuOpen],
  );

  const logout = useCallback(async () => {
    setProfileMenuOpen(false);
    // The server ends the session too (revoking its token); offline, the client still signs out. Calls still
    // under way then answer 401: that is this logout, not a session ended elsewhere.
    onSessionRejected(null);
    await call('usersLogout', { body: {} }).catch(() => undefined);
    await signOut();
    if (isSignedInPath(pathname)) void navigate('/');
  }, [signOut, setProfileMenuOpen, pathname, navigate]);

  /** Experts only: expert mode opens the expert dashboard, user mode goes home. */
  const switchMode = useCallback(
    (mode: UserMode) => {
      if (!setMode(mode) || !username) return;
      setProfileMenuOpen(false);
      void navigate(mode === 'expert' ? expertDashboardPath(username) : '/');
    },
    [setMode, username, setProfileMenuOpen, navigate],
  );

  return { login, logout, switchMode };
}
