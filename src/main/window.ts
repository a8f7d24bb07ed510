import { join } from 'node:path';
import type { BrowserWindowConstructorOptions } from 'electron';
import { isAppUrl } from './app-url';

/** The built preload, relative to the built main bundle (out/main -> out/preload). */
export const PRELOAD_RELATIVE_PATH = '../preload/index.cjs';

/** A locked-down window: isolated, sandboxed renderer without Node, the preload as its only bridge. */
export function browserWindowOptions(mainDir: string): BrowserWindowConstructorOptions {
  return {
    title: 'Qurious',
    width: 1280,
    height: 832,
    minWidth: 960,
    minHeight: 640,
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: join(mainDir, PRELOAD_RELATIVE_PATH),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
    },
  };
}

/**
 * The Content-Security-Policy of the app. The API origin may be fetched and serve images; in
 * development the dev server also needs its HMR websocket and the inline React refresh preamble.
 */
export function cspFor(apiBase: string, devServerUrl: string | null = null): string {
  const api = new URL(apiBase).origin;
  const dev = devServerUrl === null ? null : new URL(devServerUrl);
  const devSocket = dev === null ? [] : [`${dev.protocol === 'https:' ? 'wss' : 'ws'}://${dev.host}`];
  // The real-time channel (calls, chat) is a WebSocket to the API.
  const apiSocket = `${new URL(apiBase).protocol === 'https:' ? 'wss' : 'ws'}://${new URL(apiBase).host}`;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'connect-src': ["'self'", api, apiSocket, ...devSocket],
    'img-src': ["'self'", 'data:', 'blob:', api],
    'script-src': ["'self'", ...(dev === null ? [] : ["'unsafe-inline'"])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

export type ExternalLinkAction = { action: 'open-external'; url: string } | { action: 'deny' };

/** Only plain http(s) links with a host and no embedded credentials leave the app, to the browser. */
export function externalLinkAction(url: string): ExternalLinkAction {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { action: 'deny' };
  }
  const web = parsed.protocol === 'https:' || parsed.protocol === 'http:';
  if (!web || parsed.hostname === '' || parsed.username !== '' || parsed.password !== '')
    return { action: 'deny' };
  return { action: 'open-external', url: parsed.href };
}

export type NavigationAction = { action: 'allow' } | ExternalLinkAction;

/** In-app navigation stays; any other http(s) link goes to the browser; the rest is denied. */
export function navigationAction(url: string, appUrlPrefixes: readonly string[]): NavigationAction {
  return isAppUrl(url, appUrlPrefixes) ? { action: 'allow' } : externalLinkAction(url);
}

/** What a session room may use: camera and microphone, screen capture, the speaker choice. */
export const ROOM_PERMISSIONS: readonly string[] = ['media', 'display-capture', 'speaker-selection'];

/** A page of the app showing a session room (the desktop app routes by hash: #/sessions/{id}). */
export function isSessionRoomUrl(url: string, appUrlPrefixes: readonly string[]): boolean {
  if (!isAppUrl(url, appUrlPrefixes)) return false;
  return /^#\/sessions\/[^/?#]+(?:[?#]|$)/.test(new URL(url).hash);
}

/**
 * No web permission (notifications, geolocation, ...) is granted to any page, except the
 * camera, microphone, screen capture and speaker choice to the app's own page while it shows a
 * session room.
 */
export function permissionDecision(
  permission: string,
  pageUrl: string | null = null,
  appUrlPrefixes: readonly string[] = [],
): boolean {
  return ROOM_PERMISSIONS.includes(permission) && pageUrl !== null && isSessionRoomUrl(pageUrl, appUrlPrefixes);
}

type NavigationEvent = { url: string; preventDefault(): void };

/** The parts of Electron's WebContents the locks use. */
export interface LockableContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/** Locks navigation and new windows of a webContents to the app; external links open in the browser. */
export function lockNavigation(
  contents: LockableContents,
  {
    appUrlPrefixes,
    openExternal,
  }: { appUrlPrefixes: readonly string[]; openExternal: (url: string) => void },
): void {
  const guard = (event: NavigationEvent): void => {
    const decision = navigationAction(event.url, appUrlPrefixes);
    if (decision.action === 'allow') return;
    event.preventDefault();
    if (decision.action === 'open-external') openExternal(decision.url);
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const decision = externalLinkAction(url);
    if (decision.action === 'open-external') openExternal(decision.url);
    return { action: 'deny' };
  });
}

type HeadersDetails = { url?: string; responseHeaders?: Record<string, string[]> };
type HeadersResponse = { responseHeaders?: Record<string, string[] | string> };

/** The parts of Electron's Session the locks use. */
export interface LockableSession {
  webRequest: {
    onHeadersReceived(
      listener: (details: HeadersDetails, callback: (response: HeadersResponse) => void) => void,
    ): void;
  };
  setPermissionRequestHandler(
    handler: (contents: PagedContents | null, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (contents: PagedContents | null, permission: string) => boolean): void;
}

/** The page a permission request comes from (Electron's WebContents has getURL). */
export interface PagedContents {
  getURL(): string;
}

/**
 * Adds the CSP to every HTTP response of the session, lets the app's pages read the API's answers
 * (see withApiAccess) and denies every permission but the session room's (see permissionDecision).
 */
export function lockSession(session: LockableSession, csp: string, appUrlPrefixes: readonly string[] = [], apiOrigin: string | null = null): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers = withCspHeader(details.responseHeaders ?? {}, csp);
    callback({ responseHeaders: apiOrigin && details.url ? withApiAccess(headers, details.url, apiOrigin) : headers });
  });
  session.setPermissionRequestHandler((contents, permission, callback) =>
    callback(permissionDecision(permission, contents?.getURL() ?? null, appUrlPrefixes)),
  );
  session.setPermissionCheckHandler((contents, permission) =>
    permissionDecision(permission, contents?.getURL() ?? null, appUrlPrefixes),
  );
}

/** Response headers with our CSP replacing any other (header names are case-insensitive). */
export function withCspHeader(headers: Record<string, string[]>, csp: string): Record<string, string[]> {
  const rest = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-security-policy'),
  );
  return { ...rest, 'Content-Security-Policy': [csp] };
}

/**
 * The API's answers readable by the app's pages. The pages load from file:// and so call the API
 * from the origin `null`, which the API refuses (a sandboxed frame or a data: page on the web has
 * it too); this session holds only the app's own pages (navigation is locked to them), so here the
 * API's answers, preflights included, allow any origin. The API takes no cookies: nothing else is
 * granted.
 */
export function withApiAccess(headers: Record<string, string[]>, url: string, apiOrigin: string): Record<string, string[]> {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return headers;
  }
  if (origin !== apiOrigin) return headers;
  const rest = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'access-control-allow-origin'),
  );
  return { ...rest, 'Access-Control-Allow-Origin': ['*'] };
}
