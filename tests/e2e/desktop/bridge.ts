/**
 * The desktop bridge for the Playwright desktop suite: the real renderer runs in Chromium and
 * `window.qurious` is served by the REAL main-process services (keychain vault, sharp image service)
 * through the real checked IPC entry point of src/main/ipc.ts. Only the native open dialog is
 * replaced: it picks the file given to setNextDialogFile (or is cancelled when none is set); and a
 * spec that shares a screen passes main's source picker built over a stand-in desktopCapturer.
 * Keychain tests need a Secret Service: run the suite under tests/helpers/with-keyring.sh.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { IPC_KEYS } from '#shared/contract/ipc';
import { createIpcHandlers, type IpcHandle } from '#main/ipc';
import { createMainServices } from '#main/services/create-services';
import type { OpenDialog } from '#main/services/image-dialog';
import type { ScreenSources } from '#main/services/screen-sources';

let nextDialogFile: string | null = null;

/** The file the next image dialog "picks"; null makes it cancel. Used once, then reset. */
export function setNextDialogFile(path: string | null): void {
  nextDialogFile = path;
}

const pickNextFile: OpenDialog = async () => {
  const path = nextDialogFile;
  nextDialogFile = null;
  return path === null ? { canceled: true, filePaths: [] } : { canceled: false, filePaths: [path] };
};

const packageVersion = (): string => {
  const manifest: unknown = JSON.parse(
    readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
  );
  const version =
    typeof manifest === 'object' && manifest !== null && 'version' in manifest ? manifest.version : null;
  return typeof version === 'string' ? version : '0.0.0';
};

export type DesktopBridgeOptions = {
  apiBase: string;
  /** URL prefix of the renderer under test (e.g. http://localhost:5500/); other senders are refused. */
  appUrlPrefix: string;
  /** Keychain entry (defaults to the app's own: service 'Qurious', account 'session-token'). */
  vault?: { service?: string; account?: string };
  /** The screen-share source picker (main's, over a stand-in desktopCapturer); none offered by default. */
  screenSources?: ScreenSources;
};

/** Builds the real services and exposes `window.qurious` to every page load of `page`. Returns the handle. */
export async function installDesktopBridge(page: Page, options: DesktopBridgeOptions): Promise<IpcHandle> {
  const services = createMainServices({
    openDialog: pickNextFile,
    appInfo: {
      name: 'Qurious',
      version: packageVersion(),
      platform: process.platform,
      apiBase: options.apiBase,
    },
    vault: options.vault,
    ...(options.screenSources ? { screenSources: options.screenSources } : {}),
  });
  const handle = createIpcHandlers(services, [options.appUrlPrefix]);
  await page.exposeBinding('__quriousIpc', (source, key: string, args: unknown) =>
    handle(key, source.frame.url(), args),
  );
  await page.addInitScript((keys: readonly string[]) => {
    const scope = globalThis as unknown as {
      __quriousIpc: (key: string, args: unknown[]) => Promise<unknown>;
      qurious?: unknown;
    };
    const bridge: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
    for (const key of keys) bridge[key] = (...args) => scope.__quriousIpc(key, args);
    Object.defineProperty(scope, 'qurious', { value: Object.freeze(bridge), enumerable: true });
  }, IPC_KEYS);
  return handle;
}
