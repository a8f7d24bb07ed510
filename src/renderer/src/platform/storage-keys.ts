import { SESSION_TOKEN_STORAGE_KEY } from '#shared/domain/page-data';

/** The browser storage keys the spec names (buyer spec sections 3 and 9). */
export const STORAGE_KEYS = {
  user: 'user',
  token: SESSION_TOKEN_STORAGE_KEY,
  userMode: 'userMode',
  expertProfilePreview: 'expertProfilePreview',
  expertProfileOriginal: 'expertProfileOriginal',
  gigDraft: 'gigForm',
  /** The expert onboarding form (all three steps), kept so a reload loses nothing. */
  expertForm: 'expertForm',
  /** The browser build's device token (an earlier sign-in's proof that the owner used this browser); kept at logout. */
  deviceToken: 'deviceToken',
  /** The interface language's code: kept across visits, and for a visitor who is not signed in. */
  language: 'language',
} as const;

export type UserMode = 'user' | 'expert';
export const DEFAULT_MODE: UserMode = 'user';
