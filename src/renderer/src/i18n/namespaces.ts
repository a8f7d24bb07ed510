import type { EnglishCatalogue } from '../locales/en';

/**
 * The translation catalogue's namespaces, one file per language each: src/renderer/src/locales/<lng>/<ns>.ts.
 * The entry namespaces' English files are bundled with the entry (the home page and the shell need them
 * before anything renders, and the build pre-renders them); every other file, in every language,
 * is a chunk of its own loaded when a page first asks for its namespace in the chosen language.
 */
export const ENTRY_NAMESPACES = ['common', 'shell', 'home'] as const;
export const NAMESPACES = [...ENTRY_NAMESPACES, 'expert', 'gigs', 'toasts', 'auth', 'about', 'profile', 'catalog', 'search', 'reviews', 'dashboard', 'notifications', 'analytics', 'orders', 'availability', 'conversations', 'account', 'bookings', 'wallet', 'sessions', 'guide', 'legal', 'levels'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** A catalogue file: flat keys (dots are part of the key) to texts with {{placeholders}}. */
export type Catalogue = Readonly<Record<string, string>>;

type English = EnglishCatalogue;
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The keys of one namespace whose English text is plain: no plural forms, no {{placeholders}}. */
type PlainKeysOf<N extends Namespace> = {
  [K in Extract<keyof English[N], string>]: K extends `${string}_${PluralSuffix}` ? never : English[N][K] extends `${string}{{${string}` ? never : K;
}[Extract<keyof English[N], string>];

/**
 * A plain key of one namespace written in full (`shell:login`), for texts kept as data (menus): the
 * form every key takes in code, so scripts/check-i18n.ts finds it. A key with a count or a placeholder
 * is written where it is used, with its values.
 */
export type FullKey<N extends Namespace> = `${N}:${PlainKeysOf<N>}`;
