/**
 * What the catalogue check (scripts/check-i18n.ts) holds to "no literal text": the folders
 * and files already converted to the catalogue. A later pass converts a folder, then adds it here.
 */
export const CONVERTED_PATHS: readonly string[] = [
  'src/renderer/src/app',
  'src/renderer/src/features/home',
  'src/renderer/src/ui/ScrollStrip.tsx',
  'src/renderer/src/ui/LoadFailed.tsx',
  'src/renderer/src/features/become-expert',
  'src/renderer/src/features/gigs',
  'src/renderer/src/features/auth',
  'src/renderer/src/features/about',
  'src/renderer/src/features/profile',
  'src/renderer/src/ui',
  'src/renderer/src/features/catalog',
  'src/renderer/src/features/search',
  'src/renderer/src/features/reviews',
  'src/renderer/src/features/dashboard',
  'src/renderer/src/features/availability',
  'src/renderer/src/features/orders',
  'src/renderer/src/features/analytics',
  'src/renderer/src/features/notifications',
  'src/renderer/src/features/messages',
  'src/renderer/src/features/account',
  'src/renderer/src/features/bookings',
  'src/renderer/src/features/wallet',
  'src/renderer/src/features/sessions',
  'src/renderer/src/features/requests',
];

/** Names that read the same in every language (the brand). Catalogue names come from data, not literals. */
export const PROPER_NAMES: readonly string[] = ['Qurious'];

/** The languages of the catalogue; the first is the source every other is held to. */
export const CATALOGUE_LANGUAGES = ['en', 'pt', 'fr', 'ar', 'ko'] as const;

export const LOCALES_DIR = 'src/renderer/src/locales';
export const RENDERER_DIR = 'src/renderer/src';

/**
 * The catalogues the server reads too (the messages that are not component literals, and the
 * emails): beside the domain in src/shared, since nothing in shared or server imports the renderer.
 */
export const SHARED_LOCALES_DIR = 'src/shared/locales';
/** Where code names the shared catalogues' keys (`messages:…`, `emails:…`), beside the renderer. */
export const SHARED_USAGE_DIRS: readonly string[] = ['src/shared', 'src/server'];
