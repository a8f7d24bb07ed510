import { bridge } from '#platform/bridge';
import { platform } from '#platform/target';

let cached: Promise<string> | null = null;

/**
 * The API origin, as the spec chooses it: a page served by our server (http://localhost:5500 in
 * development, the hosted origin in production) talks to its own origin; the Vite dev server
 * proxies /api to port 5500; a browser build hosted elsewhere uses VITE_API_BASE; the desktop app
 * reads it from its main-process config (QURIOUS_API_BASE, default http://localhost:5500). Each
 * platform's bridge answers in appInfo.
 */
export function apiBase(): Promise<string> {
  cached ??= bridge.appInfo().then((info) => info.apiBase.replace(/\/$/, ''));
  return cached;
}

const ABSOLUTE_URL = /^(https?:|data:|blob:)/;

/** A stored file path (/files/…) as an absolute URL the page can load. */
export async function fileUrl(path: string): Promise<string> {
  return ABSOLUTE_URL.test(path) ? path : `${await apiBase()}${path}`;
}

/** A stored file's URL when it is known without waiting: an absolute one, or any path when the API is the page's origin; else null. */
export function fileUrlNow(path: string): string | null {
  return ABSOLUTE_URL.test(path) || platform.apiAtOrigin ? path : null;
}
