import { LOAD_TEXTS } from '#ui/load-texts';

/** The route guards' texts. */
export const TEXTS = {
  loading: LOAD_TEXTS.loading,
  signInToSee: 'Sign in to see this page.',
  signIn: 'Sign in',
} as const;
