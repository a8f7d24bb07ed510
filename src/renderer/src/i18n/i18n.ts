import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, SOURCE_LANGUAGE, type UiLanguage } from '#shared/domain/ui-language';
import common from '../locales/en/common';
import home from '../locales/en/home';
import shell from '../locales/en/shell';
import { ENTRY_NAMESPACES, type Catalogue } from './namespaces';

/**
 * Every catalogue file but the bundled English entry namespaces, each a chunk of its own (named
 * `locale-<lng>-<ns>` by the build): only the chosen language's files of the namespaces in use load.
 */
const lazyCatalogues = import.meta.glob<{ default: Catalogue }>(['../locales/*/*.ts', '!../locales/*/index.ts', '!../locales/en/{common,shell,home}.ts']);

/** Loads a catalogue file through its dynamic import (i18next's backend interface). */
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazyCatalogues[`../locales/${language}/${namespace}.ts`];
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}.`), false);
      return;
    }
    load().then(
      (file) => callback(null, file.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The keys asked for that the chosen language's catalogue lacks (the e2e suite fails on any). */
export const missingKeys: string[] = [];

declare global {
  interface Window {
    /** The keys found missing in this page's life (the end-to-end checks read it). */
    __i18nMissing?: string[];
  }
}

/** The one i18next instance of the renderer. */
export const i18n = i18next.createInstance();

void i18n
  .use(chunkBackend)
  .use(initReactI18next)
  .init({
    lng: SOURCE_LANGUAGE,
    // No fallback: a missing text is a bug the check catches, and a fallback would fetch English chunks too.
    fallbackLng: false,
    supportedLngs: ['en', 'pt', 'fr', 'ar', 'ko'],
    resources: { en: { common, shell, home } },
    partialBundledLanguages: true,
    ns: [...ENTRY_NAMESPACES],
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: ':',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      const name = `${languages.join(',')}:${namespace}:${key}`;
      missingKeys.push(name);
      if (typeof window !== 'undefined') (window.__i18nMissing ??= []).push(name);
      console.error(`Missing text ${name}`);
    },
    react: { useSuspense: true },
  });

/** The renderer's current interface language. */
export const currentLanguage = (): UiLanguage => (i18n.resolvedLanguage ?? i18n.language) as UiLanguage;

/** `<html lang dir>` follow the interface language (the browser's own texts, screen readers, and the layout's direction). */
export function applyDocumentLanguage(language: UiLanguage): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
