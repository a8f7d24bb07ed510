import { switchLanguage } from '#i18n/language';
import { languageCookie, localizedPath, splitLanguagePath } from '#shared/domain/language-paths';
import type { UiLanguage } from '#shared/domain/ui-language';

/**
 * Shows the interface in a language. The browser build keeps the choice in a cookie (a visit to
 * home follows it) and opens the same page at that language's URL, which the server sends already in
 * it (`replace`: without a history entry, when the account's language overrules the URL's). The
 * desktop app, whose URLs name no language (`current`, the platform's languageOfUrl), switches in place.
 */
export async function showInLanguage(language: UiLanguage, current: UiLanguage | null, how: 'assign' | 'replace' = 'assign'): Promise<void> {
  if (current === null) return switchLanguage(language);
  document.cookie = languageCookie(language);
  if (language === current) return;
  const { pathname, search, hash } = window.location;
  window.location[how](`${localizedPath(language, splitLanguagePath(pathname).path)}${search}${hash}`);
}
