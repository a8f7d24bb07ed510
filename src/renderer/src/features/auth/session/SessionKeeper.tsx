import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SESSION_EXPIRED_TEXT, SESSION_EXPIRED_TITLE } from '#shared/domain/auth-messages';
import { ApiError, call, onSessionRejected } from '#api/client';
import {
  authLoadingAtom,
  effectiveModeAtom,
  restoreSessionAtom,
  signOutAtom,
  tokenExpiryAtom,
  updateUserAtom,
  useAtomValue,
  useAuthModal,
  usernameAtom,
  userAtom,
  useSetAtom,
} from '#state';
import { toast } from '#ui/toast';
import { expertDashboardPath } from './useSessionActions';
import { signedOutPath } from '../signed-out';
import { SHOW_LOGIN_PARAM } from '#shared/domain/page-data';

/** setTimeout cannot wait longer than this; a longer lifetime is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Keeps the session (buyer spec section 4): restores it on start and refreshes the user from the
 * server, logs out by timer at the token's expiry, opens the login modal for ?showLogin=true
 * (and removes it), and sends an expert in expert mode from '/' to the expert dashboard.
 */
export function SessionKeeper() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const restore = useSetAtom(restoreSessionAtom);
  const signOut = useSetAtom(signOutAtom);
  const updateUser = useSetAtom(updateUserAtom);
  const signedIn = useAtomValue(userAtom) !== null;
  const expiresAt = useAtomValue(tokenExpiryAtom);
  const loading = useAtomValue(authLoadingAtom);
  const mode = useAtomValue(effectiveModeAtom);
  const username = useAtomValue(usernameAtom);
  const { open: openModal } = useAuthModal();
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    void (async () => {
      const outcome = await restore();
      if (outcome.kind !== 'ok') return;
      try {
        updateUser((await call('usersMe')).user);
      } catch (err) {
        // A revoked token (a password reset elsewhere) ends the session, and the page says why; being offline does not.
        if (err instanceof ApiError && err.status === 401) {
          await signOut();
          void navigate(signedOutPath('elsewhere'), { replace: true });
        } else console.error('The user could not be refreshed.', err);
      }
    })();
  }, [restore, signOut, updateUser, navigate]);

  // A token the server refuses (revoked from another device) ends the session here at the next
  // call; the device lands on a page that says why, with a way to sign in again.
  useEffect(() => {
    if (!signedIn) return;
    onSessionRejected(() => {
      onSessionRejected(null);
      void signOut().then(() => navigate(signedOutPath('elsewhere'), { replace: true }));
    });
    return () => onSessionRejected(null);
  }, [signedIn, signOut, navigate]);

  useEffect(() => {
    if (!signedIn || expiresAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = expiresAt - Date.now();
      if (left > 0) {
        timer = setTimeout(tick, Math.min(left, MAX_TIMER_MS));
        return;
      }
      void signOut().then(() => {
        toast.info(SESSION_EXPIRED_TITLE, { text: SESSION_EXPIRED_TEXT });
        void navigate('/', { replace: true });
        openModal('login');
      });
    };
    tick();
    return () => clearTimeout(timer);
  }, [signedIn, expiresAt, signOut, navigate, openModal]);

  const showLogin = params.get(SHOW_LOGIN_PARAM) === 'true';
  useEffect(() => {
    if (!showLogin) return;
    openModal('login');
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete(SHOW_LOGIN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [showLogin, openModal, setParams]);

  useEffect(() => {
    if (!loading && pathname === '/' && mode === 'expert' && username) void navigate(expertDashboardPath(username), { replace: true });
  }, [loading, pathname, mode, username, navigate]);

  return null;
}
