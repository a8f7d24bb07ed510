import { resolve } from 'node:path';
import { DEEP_LINK_SCHEME, deepLinkInArgv, parseDeepLink } from './deep-link';

/** The part of Electron's app the deep links use. */
export interface DeepLinkApp {
  readonly isPackaged: boolean;
  requestSingleInstanceLock(): boolean;
  quit(): void;
  setAsDefaultProtocolClient(protocol: string, path?: string, args?: string[]): boolean;
  on(event: 'second-instance', listener: (event: unknown, argv: string[]) => void): unknown;
  on(event: 'open-url', listener: (event: { preventDefault(): void }, url: string) => void): unknown;
}

export interface DeepLinkOptions {
  /** This process's arguments (the first start may carry a link on Windows and Linux). */
  argv: readonly string[];
  /** The running executable (registering the protocol in development needs it and the script). */
  execPath: string;
  /** Brings the window to the front (restored if minimised). */
  focus: () => void;
  log?: (message: string) => void;
}

export type DeepLinkInbox = ReturnType<typeof createDeepLinkInbox>;

/** The path a link asked to open, until the renderer takes it (once). */
export function createDeepLinkInbox(focus: () => void) {
  let pending: string | null = null;
  return {
    open(path: string): void {
      pending = path;
      focus();
    },
    take(): string | null {
      const path = pending;
      pending = null;
      return path;
    },
  };
}

/**
 * `qurious://` in the running app: one instance only (a second start hands its link to
 * the first through `second-instance`, then quits), the app registered as the scheme's handler,
 * macOS's `open-url`, and a link the first start was given. A link deep-link.ts refuses (another
 * host, an unknown route, a bad id) only brings the window forward. Answers the inbox the renderer
 * takes its path from, or null when another instance holds the lock (this one quits).
 */
export function wireDeepLinks(app: DeepLinkApp, o: DeepLinkOptions): DeepLinkInbox | null {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return null;
  }
  const inbox = createDeepLinkInbox(o.focus);
  const script = o.argv[1];
  // In development the executable is Electron itself: it must be told which app to start.
  const registered =
    app.isPackaged || !script
      ? app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME)
      : app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, o.execPath, [resolve(script)]);
  if (!registered) o.log?.(`Could not register as the handler of ${DEEP_LINK_SCHEME}:// links.`);
  const arrive = (path: string | null, link: string) => {
    if (path) inbox.open(path);
    else {
      o.log?.(`Refused a deep link: ${link.slice(0, 100)}`);
      o.focus();
    }
  };
  app.on('second-instance', (_event, argv) => {
    const link = argv.find((a) => a.startsWith(`${DEEP_LINK_SCHEME}:`)) ?? '';
    if (link) arrive(deepLinkInArgv(argv), link);
    else o.focus();
  });
  app.on('open-url', (event, url) => {
    event.preventDefault();
    arrive(parseDeepLink(url), url);
  });
  const first = deepLinkInArgv(o.argv);
  if (first) inbox.open(first);
  return inbox;
}
