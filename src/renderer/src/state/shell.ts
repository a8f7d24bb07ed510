import { atom } from 'jotai';

/** The languages of the header's language menu (buyer spec section 9). */
export const LANGUAGES = ['English', 'Portuguese', 'French', 'Arabic', 'Korean'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language picked in the menu; what switching does is not specified, so it is only remembered. */
export const languageAtom = atom<Language>('English');
