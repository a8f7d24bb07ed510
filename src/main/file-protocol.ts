import { isAppUrl } from './app-url';

export type FileFetch = (request: Request) => Promise<Response>;

/**
 * The file:// protocol of the app: serves only files of the built renderer, with the CSP and
 * nosniff headers (webRequest never sees file:// responses, so they get them here).
 */
export function createFileHandler({
  appUrlPrefixes,
  csp,
  fetchFile,
}: {
  appUrlPrefixes: readonly string[];
  csp: string;
  fetchFile: FileFetch;
}): (request: Request) => Promise<Response> {
  return async (request) => {
    if (!isAppUrl(request.url, appUrlPrefixes)) return new Response('Not found', { status: 404 });
    const response = await fetchFile(request);
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
