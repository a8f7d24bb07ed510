import { useCallback, useMemo } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';

export type AuthModalMode = 'login' | 'signup' | 'forgot';

/** The authentication modal: open or not, and in which mode it opens. */
export const authModalAtom = atom<{ open: boolean; mode: AuthModalMode }>({ open: false, mode: 'login' });

/** The profile dropdown in the header; a successful login closes it. */
export const profileMenuOpenAtom = atom(false);

export interface AuthModalControls {
  isOpen: boolean;
  mode: AuthModalMode;
  open: (mode?: AuthModalMode) => void;
  close: () => void;
}

/** Opens the login, signup or forgot-password modal from anywhere ('Become an Expert' for visitors, sign-up buttons). */
export function useAuthModal(): AuthModalControls {
  const state = useAtomValue(authModalAtom);
  const set = useSetAtom(authModalAtom);
  const open = useCallback((mode: AuthModalMode = 'login') => set({ open: true, mode }), [set]);
  const close = useCallback(() => set((s) => ({ ...s, open: false })), [set]);
  return useMemo(() => ({ isOpen: state.open, mode: state.mode, open, close }), [state, open, close]);
}
