/**
 * What the catalogue check (scripts/check-i18n.ts, issue 17) holds to "no literal text": the folders
 * and files already converted to the catalogue. A later pass converts a folder, then adds it here.
 */
export const CONVERTED_PATHS: readonly string[] = [
  'src/renderer/src/app',
  'src/renderer/src/features/home',
  'src/renderer/src/ui/ScrollStrip.tsx',
  'src/renderer/src/ui/LoadFailed.tsx',
  'src/renderer/src/features/catalog',
  'src/renderer/src/features/search',
  'src/renderer/src/features/reviews',
];

/** Names that read the same in every language (the brand). Catalogue names come from data, not literals. */
export const PROPER_NAMES: readonly string[] = ['Qurious'];

/** The languages of the catalogue; the first is the source every other is held to. */
export const CATALOGUE_LANGUAGES = ['en', 'pt', 'fr', 'ar', 'ko'] as const;

export const LOCALES_DIR = 'src/renderer/src/locales';
export const RENDERER_DIR = 'src/renderer/src';
