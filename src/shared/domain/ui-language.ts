/**
 * The interface languages of the language menu (buyer spec sections 1 and 9), by their
 * BCP 47 codes, in the menu's order. English is the source language of every catalogue.
 */
export const UI_LANGUAGES = ['en', 'pt', 'fr', 'ar', 'ko'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const SOURCE_LANGUAGE: UiLanguage = 'en';

/** The writing direction of a language: Arabic reads right to left. */
export const directionOf = (language: UiLanguage): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * Each language's name in itself, as the language menus show it in every language: a visitor who
 * landed in a language they do not read still finds their own ("English" in a Korean page).
 */
export const LANGUAGE_ENDONYMS: Readonly<Record<UiLanguage, string>> = { en: 'English', pt: 'Português', fr: 'Français', ar: 'العربية', ko: '한국어' };

export const isUiLanguage = (value: unknown): value is UiLanguage => (UI_LANGUAGES as readonly unknown[]).includes(value);

/**
 * The language a first visit gets: the first of the browser's preferred languages that is one of
 * the five (by its primary subtag: "pt-BR" is Portuguese), else English.
 */
export function preferredLanguage(browserLanguages: readonly string[]): UiLanguage {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isUiLanguage(primary)) return primary;
  }
  return SOURCE_LANGUAGE;
}
