import { describe, expect, it } from 'vitest';
import {
  browserWindowOptions,
  cspFor,
  externalLinkAction,
  lockNavigation,
  lockSession,
  navigationAction,
  permissionDecision,
  withApiAccess,
  withCspHeader,
  type LockableContents,
  type LockableSession,
} from './window';

const directives = (csp: string): Map<string, string[]> =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('browserWindowOptions', () => {
  it('isolates and sandboxes the renderer, without Node, with the built preload', () => {
    const { webPreferences } = browserWindowOptions('/opt/Qurious/out/main');
    expect(webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: '/opt/Qurious/out/preload/index.cjs',
    });
  });
});

describe('cspFor', () => {
  it('allows only the app itself and the API origin', () => {
    const csp = directives(cspFor('https://api.qurious.example/v1'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.qurious.example', 'wss://api.qurious.example']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.qurious.example']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('adds the dev server websocket and inline preamble only in development', () => {
    const csp = directives(cspFor('http://localhost:5500', 'http://localhost:5173/'));
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://localhost:5500', 'ws://localhost:5500', 'ws://localhost:5173']);
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('externalLinkAction and navigationAction', () => {
  const prefixes = ['file:///opt/Qurious/out/renderer/'];

  it('sends plain web links to the browser', () => {
    expect(externalLinkAction('https://www.figma.com/community')).toEqual({
      action: 'open-external',
      url: 'https://www.figma.com/community',
    });
    expect(externalLinkAction('http://example.com')).toEqual({
      action: 'open-external',
      url: 'http://example.com/',
    });
  });

  it('denies every other scheme and links with credentials', () => {
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'smb://server/share',
      'ms-msdt:/id PCWDiagnostic',
      'https://user:pass@example.com/',
      'not a url',
    ]) {
      expect(externalLinkAction(url)).toEqual({ action: 'deny' });
    }
  });

  it('lets in-app navigation through and nothing else', () => {
    expect(navigationAction('file:///opt/Qurious/out/renderer/index.html', prefixes)).toEqual({
      action: 'allow',
    });
    expect(navigationAction('https://evil.example/', prefixes)).toEqual({
      action: 'open-external',
      url: 'https://evil.example/',
    });
    expect(navigationAction('file:///home/me/.ssh/id_rsa', prefixes)).toEqual({ action: 'deny' });
  });
});

describe('permissions', () => {
  it('denies every permission', () => {
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'openExternal',
      'unknown',
    ]) {
      expect(permissionDecision(permission)).toBe(false);
    }
  });

  const prefixes = ['file:///opt/Qurious/out/renderer/'];
  const room = 'file:///opt/Qurious/out/renderer/index.html#/sessions/b-42';

  it('grants camera, microphone, screen capture and the speaker choice to a session room of the app only', () => {
    for (const permission of ['media', 'display-capture', 'speaker-selection']) {
      expect(permissionDecision(permission, room, prefixes)).toBe(true);
      expect(permissionDecision(permission, `${room}?relay=1`, prefixes)).toBe(true);
      for (const page of [
        'file:///opt/Qurious/out/renderer/index.html#/bookings/b-42',
        'file:///opt/Qurious/out/renderer/index.html#/sessions/',
        'file:///opt/Qurious/out/renderer/index.html#/sessions/b-42/../../gigs',
        'file:///opt/Qurious/out/renderer/index.html',
        'file:///tmp/evil.html#/sessions/b-42',
        'https://evil.example/#/sessions/b-42',
      ]) {
        expect(permissionDecision(permission, page, prefixes), page).toBe(false);
      }
      expect(permissionDecision(permission, null, prefixes)).toBe(false);
    }
    for (const permission of ['geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      expect(permissionDecision(permission, room, prefixes)).toBe(false);
    }
  });
});

describe('lockNavigation', () => {
  type Listener = (event: { url: string; preventDefault(): void }) => void;

  const fakeContents = () => {
    const listeners = new Map<string, Listener>();
    let openHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
    const contents: LockableContents = {
      on: (event: string, listener: Listener) => listeners.set(event, listener),
      setWindowOpenHandler: (handler) => {
        openHandler = handler;
      },
    };
    const navigate = (event: string, url: string): boolean => {
      let prevented = false;
      listeners.get(event)?.({ url, preventDefault: () => (prevented = true) });
      return prevented;
    };
    const open = (url: string) => openHandler?.({ url });
    return { contents, navigate, open, listeners };
  };

  it('keeps navigation in the app, opens web links outside, and never opens windows', () => {
    const opened: string[] = [];
    const { contents, navigate, open, listeners } = fakeContents();
    lockNavigation(contents, {
      appUrlPrefixes: ['http://localhost:5173/'],
      openExternal: (url) => opened.push(url),
    });

    expect(navigate('will-navigate', 'http://localhost:5173/gigs')).toBe(false);
    expect(navigate('will-navigate', 'https://www.youtube.com/watch?v=1')).toBe(true);
    expect(navigate('will-redirect', 'file:///etc/passwd')).toBe(true);
    expect(navigate('will-attach-webview', 'http://localhost:5173/')).toBe(true);
    expect(open('https://docs.qurious.example/help')).toEqual({ action: 'deny' });
    expect(open('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(open('http://localhost:5173/popup')).toEqual({ action: 'deny' });
    expect(opened).toEqual([
      'https://www.youtube.com/watch?v=1',
      'https://docs.qurious.example/help',
      'http://localhost:5173/popup',
    ]);
    expect([...listeners.keys()].sort()).toEqual(['will-attach-webview', 'will-navigate', 'will-redirect']);
  });
});

describe('withApiAccess', () => {
  it("lets the app's pages read the API's answers, and nothing else", () => {
    const api = 'https://api.qurious.example';
    expect(withApiAccess({ 'x-a': ['1'], 'access-control-allow-origin': ['https://elsewhere'] }, `${api}/api/users/me`, api)).toEqual({
      'x-a': ['1'],
      'Access-Control-Allow-Origin': ['*'],
    });
    expect(withApiAccess({ 'x-a': ['1'] }, 'https://elsewhere.example/api/users/me', api)).toEqual({ 'x-a': ['1'] });
    expect(withApiAccess({ 'x-a': ['1'] }, 'not a url', api)).toEqual({ 'x-a': ['1'] });
  });
});

describe('lockSession', () => {
  it('puts the CSP on every response and denies permission requests and checks', () => {
    const handlers: {
      onHeaders?: Parameters<LockableSession['webRequest']['onHeadersReceived']>[0];
      onRequest?: Parameters<LockableSession['setPermissionRequestHandler']>[0];
      onCheck?: Parameters<LockableSession['setPermissionCheckHandler']>[0];
    } = {};
    const session: LockableSession = {
      webRequest: { onHeadersReceived: (listener) => (handlers.onHeaders = listener) },
      setPermissionRequestHandler: (handler) => (handlers.onRequest = handler),
      setPermissionCheckHandler: (handler) => (handlers.onCheck = handler),
    };
    lockSession(session, "default-src 'self'");

    const responses: unknown[] = [];
    handlers.onHeaders?.(
      { responseHeaders: { 'content-security-policy': ['default-src *'], 'x-a': ['1'] } },
      (response) => responses.push(response),
    );
    expect(responses).toEqual([
      { responseHeaders: { 'x-a': ['1'], 'Content-Security-Policy': ["default-src 'self'"] } },
    ]);

    const granted: boolean[] = [];
    handlers.onRequest?.(null, 'media', (g) => granted.push(g));
    expect(granted).toEqual([false]);
    expect(handlers.onCheck?.(null, 'notifications')).toBe(false);
  });

  it('lets a session room of the app ask for the camera, and nothing else', () => {
    let onRequest: Parameters<LockableSession['setPermissionRequestHandler']>[0] | undefined;
    let onCheck: Parameters<LockableSession['setPermissionCheckHandler']>[0] | undefined;
    lockSession(
      {
        webRequest: { onHeadersReceived: () => undefined },
        setPermissionRequestHandler: (handler) => (onRequest = handler),
        setPermissionCheckHandler: (handler) => (onCheck = handler),
      },
      "default-src 'self'",
      ['file:///opt/Qurious/out/renderer/'],
    );
    const page = (url: string) => ({ getURL: () => url });
    const granted: boolean[] = [];
    onRequest?.(page('file:///opt/Qurious/out/renderer/index.html#/sessions/b1'), 'media', (g) => granted.push(g));
    onRequest?.(page('file:///opt/Qurious/out/renderer/index.html#/gigs'), 'media', (g) => granted.push(g));
    onRequest?.(page('file:///opt/Qurious/out/renderer/index.html#/sessions/b1'), 'geolocation', (g) => granted.push(g));
    expect(granted).toEqual([true, false, false]);
    expect(onCheck?.(page('file:///opt/Qurious/out/renderer/index.html#/sessions/b1'), 'media')).toBe(true);
    expect(onCheck?.(page('https://evil.example/#/sessions/b1'), 'media')).toBe(false);
  });

  it('withCspHeader replaces a CSP in any letter case', () => {
    expect(
      withCspHeader({ 'Content-Security-Policy': ['x'], 'CONTENT-SECURITY-POLICY': ['y'] }, 'z'),
    ).toEqual({
      'Content-Security-Policy': ['z'],
    });
  });
});
