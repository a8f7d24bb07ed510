/**
 * A URL per language: English (the source) at the root, every other interface language under its
 * code (`/fr/about`, `/ar/gigs/…`), a thin prefix over the one route table. The server, the
 * sitemap and the browser build's router (its basename) all read the language of a path here.
 */
import { isUiLanguage, preferredLanguage, SOURCE_LANGUAGE, UI_LANGUAGES, type UiLanguage } from './ui-language';

/**
 * A cookie the browser build keeps with the language a visitor last chose (the language menu, or
 * their account's): a visit to `/` follows it rather than the browser's Accept-Language.
 */
export const LANGUAGE_COOKIE = 'qurious_language';
/** A year: the choice outlives a session. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The path prefix of a language's pages: none for English, `/fr` for French. */
export const languageBasename = (language: UiLanguage): string => (language === SOURCE_LANGUAGE ? '' : `/${language}`);

/** A path's language and the path inside it (`/fr/about` → fr and `/about`; `/fr` and `/fr/` → fr and `/`). */
export function splitLanguagePath(pathname: string): { language: UiLanguage; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const code = match?.[1];
  if (!match || code === SOURCE_LANGUAGE || !isUiLanguage(code)) return { language: SOURCE_LANGUAGE, path: pathname };
  return { language: code, path: match[2] || '/' };
}

/**
 * A path (with its query, if any) in a language: `/about` in French is `/fr/about`; home is `/`
 * in English and `/fr/` in the others (one URL each, the one the canonical and hreflang name).
 */
export function localizedPath(language: UiLanguage, path: string): string {
  return `${languageBasename(language)}${path}`;
}

/** The same page in every language, for hreflang alternates. */
export const pathInEveryLanguage = (path: string): { language: UiLanguage; path: string }[] =>
  UI_LANGUAGES.map((language) => ({ language, path: localizedPath(language, path) }));

/** The language a cookie header keeps (LANGUAGE_COOKIE), or null when it keeps none of the five. */
export function cookieLanguage(cookieHeader: string | undefined): UiLanguage | null {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  return isUiLanguage(value) ? value : null;
}

/** The Set-Cookie / document.cookie text that keeps a language choice. */
export const languageCookie = (language: UiLanguage): string =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;

/**
 * The browser's languages in the order an Accept-Language header prefers them (by q, then as
 * written; `q=0` means not wanted), e.g. `fr-CH, en;q=0.8, ar;q=0.9` → fr-CH, ar, en.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag !== '' && l.tag !== '*' && Number.isFinite(l.q) && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/** The language a first visit to home is sent to: the first of the header's that is one of the five, else English. */
export const negotiatedLanguage = (acceptLanguage: string | undefined): UiLanguage => preferredLanguage(acceptedLanguages(acceptLanguage));
