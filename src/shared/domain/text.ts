import { english } from '#shared/i18n/english';
/**
 * Text the API accepts never holds a NUL character: nothing people type needs one, PostgreSQL
 * cannot store one (SQLite would), and C-based tools cut text at it.
 */
export const NUL_CHARACTER_MESSAGE = english('messages:text.nulCharacter');

export const hasNulCharacter = (text: string): boolean => text.includes('\u0000');
