/** The browser storage keys the spec names (buyer spec sections 3 and 9). */
export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  userMode: 'userMode',
  expertProfilePreview: 'expertProfilePreview',
  expertProfileOriginal: 'expertProfileOriginal',
  gigDraft: 'gigForm',
  /** The expert onboarding form (all three steps), kept so a reload loses nothing. */
  expertForm: 'expertForm',
} as const;

export type UserMode = 'user' | 'expert';
export const DEFAULT_MODE: UserMode = 'user';
