import { useTranslation } from 'react-i18next';
import { isUiLanguage, preferredLanguage, type UiLanguage } from '#shared/domain/ui-language';
import { STORAGE_KEYS } from '#platform/storage-keys';
import { applyDocumentLanguage, currentLanguage, i18n } from './i18n';
import { loadMessages } from './messages';
import { ENTRY_NAMESPACES } from './namespaces';

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null;
  }
}

/** The language to start in: the one chosen before, else the browser's when it is one of the five, else English. */
export function initialLanguage(): UiLanguage {
  const chosen = stored();
  if (isUiLanguage(chosen)) return chosen;
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return preferredLanguage(browser);
}

/**
 * Puts the interface in a language: the language's catalogue files of the entry's namespaces and
 * its messages load first (nothing renders half translated), then every `t()` re-renders and
 * `<html lang dir>` follow. The server's render of a page in that language uses it too.
 */
export async function enterLanguage(language: UiLanguage): Promise<void> {
  if (language !== currentLanguage()) await i18n.changeLanguage(language);
  await Promise.all([i18n.loadNamespaces([...ENTRY_NAMESPACES]), loadMessages(language)]);
  applyDocumentLanguage(language);
}

/**
 * Switches the interface language without a reload (the desktop app; the browser build opens the
 * page's URL in that language instead, #app/header/language-choice), and keeps the choice in this browser.
 */
export async function switchLanguage(language: UiLanguage): Promise<void> {
  await enterLanguage(language);
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Storage may be refused (private mode); the choice then lasts this page's life.
  }
}

/** The current interface language; its component re-renders when it changes. */
export function useLanguage(): UiLanguage {
  const { i18n: instance } = useTranslation();
  return (instance.resolvedLanguage ?? instance.language) as UiLanguage;
}
