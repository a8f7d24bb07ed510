/**
 * The single import point for client state (jotai). Features import atoms and hooks from here,
 * never from jotai directly (the lint forbids it), so the state library stays swappable.
 */
export { atom, useAtom, useAtomValue, useSetAtom, useStore, Provider as StateProvider, createStore, getDefaultStore } from 'jotai';
export { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
export * from './session';
export * from './auth-modal';
export * from './gig-draft';
export * from './expert-form';
