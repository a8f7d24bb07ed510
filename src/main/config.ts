/** The desktop app's settings, from the environment, each with a working local default. */
export const DEFAULT_API_BASE = 'http://localhost:5500';

export type DesktopConfig = {
  /** Origin (and optional path) of the Qurious API, without a trailing slash. */
  apiBase: string;
};

export function loadDesktopConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): DesktopConfig {
  const raw = env['QURIOUS_API_BASE']?.trim() || DEFAULT_API_BASE;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`QURIOUS_API_BASE must be an http(s) URL, got "${raw}".`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') {
    throw new Error(`QURIOUS_API_BASE must be an http(s) URL without credentials, got "${raw}".`);
  }
  return { apiBase: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
}
