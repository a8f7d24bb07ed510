import { use } from 'react';
import type { CatalogNames } from '#shared/catalog/names/catalog-names';
import type { UiLanguage } from '#shared/domain/ui-language';
import { loadCatalogNames, loadedCatalogNames as loaded } from './catalog-names-load';
import { useLanguage } from './language';

export interface CatalogNamer {
  /** A skill's, skill group's or software category's name in the interface language; any other name (a software) as it is. */
  name: (english: string) => string;
  /** A profession's name in the interface language; one the catalogue does not know as it is. */
  profession: (english: string) => string;
  /** Whether a name shows as written in English (a software's, or the source language): its element says `lang="en"`. */
  isEnglish: (english: string) => boolean;
}

const lookUp = (table: Readonly<Record<string, string>> | undefined, english: string): string | undefined =>
  table && Object.hasOwn(table, english) ? table[english] : undefined;

const ENGLISH: CatalogNamer = { name: (n) => n, profession: (n) => n, isEnglish: () => true };

/** The namer of one language's table (the tests and the hook). */
export function catalogNamer(names: CatalogNames | null): CatalogNamer {
  if (!names) return ENGLISH;
  return {
    name: (english) => lookUp(names.names, english) ?? english,
    profession: (english) => lookUp(names.professions, english) ?? english,
    isEnglish: (english) => lookUp(names.names, english) === undefined && lookUp(names.professions, english) === undefined,
  };
}

const namers = new Map<UiLanguage, CatalogNamer>();

/** The catalogue names of the interface language: suspends until its chunk is there, re-renders when the language changes. */
export function useCatalogNames(): CatalogNamer {
  const language = useLanguage();
  if (language === 'en') return ENGLISH;
  if (!loaded.has(language)) use(loadCatalogNames(language));
  let namer = namers.get(language);
  if (!namer) {
    namer = catalogNamer(loaded.get(language) ?? null);
    namers.set(language, namer);
  }
  return namer;
}
