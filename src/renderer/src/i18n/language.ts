import { useTranslation } from 'react-i18next';
import { isUiLanguage, preferredLanguage, type UiLanguage } from '#shared/domain/ui-language';
import { STORAGE_KEYS } from '#platform/storage-keys';
import { applyDocumentLanguage, currentLanguage, i18n } from './i18n';
import { loadMessages } from './messages';

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
 * Switches the interface language without a reload: the chosen language's catalogue files of the
 * namespaces in use load first (nothing renders half translated), then every `t()` re-renders,
 * `<html lang dir>` follow, and the choice is kept in this browser.
 */
export async function switchLanguage(language: UiLanguage): Promise<void> {
  if (language !== currentLanguage()) await i18n.changeLanguage(language);
  await loadMessages(language);
  applyDocumentLanguage(language);
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
