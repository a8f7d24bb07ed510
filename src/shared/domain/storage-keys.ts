/** The browser storage keys the spec names (buyer spec sections 3 and 9). */
export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  userMode: 'userMode',
  expertProfilePreview: 'expertProfilePreview',
  expertProfileOriginal: 'expertProfileOriginal',
  gigDraft: 'gigForm',
} as const;

export type UserMode = 'user' | 'expert';
export const DEFAULT_MODE: UserMode = 'user';
