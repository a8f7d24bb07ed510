/** Path params and queries travel in the URL: the contract declares them as scalars. */
export type UrlValues = Record<string, string | number | boolean | null | undefined>;

/** A contract path (`/api/public/gigs/:id`) with its params filled in, each URL-encoded. */
export function fillPath(path: string, params: UrlValues | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/** The query string of a call (`?a=1&b=2`, empty values left out), or '' for none. */
export function queryString(query: UrlValues | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const s = search.toString();
  return s ? `?${s}` : '';
}
