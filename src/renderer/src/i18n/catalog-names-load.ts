import type { CatalogNames } from '#shared/catalog/names/catalog-names';
import type { UiLanguage } from '#shared/domain/ui-language';

/**
 * The catalogue's names (skills, skill groups, software categories, professions) of the languages
 * loaded so far. Each language's names are a chunk of their own (src/shared/catalog/names/<lng>.ts,
 * found through ./language-catalogue, out of the entry), loaded with that language's messages
 * (./messages): English, the source, loads nothing.
 */
export const loadedCatalogNames = new Map<UiLanguage, CatalogNames>();
const loads = new Map<UiLanguage, Promise<void>>();

/** Loads a language's catalogue names once (nothing for English). */
export function loadCatalogNames(language: UiLanguage): Promise<void> {
  if (language === 'en') return Promise.resolve();
  let loading = loads.get(language);
  if (!loading) {
    loading = import('./language-catalogue')
      .then((m) => m.catalogNamesOf(language))
      .then((names) => {
        loadedCatalogNames.set(language, names);
      });
    loads.set(language, loading);
  }
  return loading;
}
