import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { installDesktopBridge, type DesktopBridgeOptions } from './bridge';

/** The built desktop renderer (electron-vite → out/renderer), loaded from file:// as Electron loads it. */
export const rendererDir = resolve(process.env.E2E_RENDERER_DIR ?? 'out/renderer');
export const rendererPrefix = pathToFileURL(rendererDir).href.replace(/\/?$/, '/');

/** The file URL of an app route: the desktop build routes by hash. */
export function desktopUrl(route = '/'): string {
  return `${rendererPrefix}index.html#${route}`;
}

/**
 * Opens the desktop app in a page: the real main-process services behind `window.qurious`, the API
 * of the e2e server, and the renderer from out/renderer. Returns the IPC handle.
 */
export async function openDesktopApp(
  page: Page,
  opts: { apiBase: string; route?: string; vault?: DesktopBridgeOptions['vault'] },
) {
  if (!existsSync(`${rendererDir}/index.html`)) throw new Error('Build the desktop bundles first: npm run build');
  const handle = await installDesktopBridge(page, {
    apiBase: opts.apiBase,
    appUrlPrefix: rendererPrefix,
    ...(opts.vault ? { vault: opts.vault } : {}),
  });
  await page.goto(desktopUrl(opts.route ?? '/'));
  return handle;
}
