import { pathToFileURL } from 'node:url';

/**
 * Which URLs are "the app": the built renderer under file:// (its directory) and, in development,
 * the dev server. Used for navigation, for the file protocol and to check every IPC sender.
 */
export function appUrlPrefixes({
  rendererDir,
  devServerUrl,
}: {
  rendererDir: string | null;
  devServerUrl: string | null;
}): string[] {
  const prefixes: string[] = [];
  if (rendererDir !== null) prefixes.push(pathToFileURL(rendererDir).href.replace(/\/?$/, '/'));
  if (devServerUrl !== null && devServerUrl !== '') prefixes.push(new URL(devServerUrl).href);
  return prefixes;
}

const parse = (url: string): URL | null => {
  try {
    return new URL(url);
  } catch {
    return null;
  }
};

/** Encoded separators could climb out of the app folder once a file URL is turned into a path. */
const ENCODED_SEPARATOR = /%2f|%5c/i;

/** True when `url` lies under one of the prefixes (same scheme, host and port; path inside). */
export function isAppUrl(url: string | null | undefined, prefixes: readonly string[]): boolean {
  if (url === null || url === undefined) return false;
  const target = parse(url);
  if (target === null) return false;
  if (target.protocol === 'file:' && ENCODED_SEPARATOR.test(target.pathname)) return false;
  return prefixes.some((prefix) => {
    const base = parse(prefix);
    if (base === null || base.protocol !== target.protocol) return false;
    if (base.protocol === 'file:') {
      return target.host === base.host && target.pathname.startsWith(base.pathname.replace(/\/?$/, '/'));
    }
    if (base.origin !== target.origin) return false;
    const basePath = base.pathname.replace(/\/?$/, '/');
    return basePath === '/' || target.pathname === base.pathname || target.pathname.startsWith(basePath);
  });
}
