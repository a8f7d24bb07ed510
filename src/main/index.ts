/** Electron main: wiring only. Every decision lives in a module tested under Node. */
import { app, BrowserWindow, desktopCapturer, dialog, ipcMain, net, Notification, protocol, session, shell } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appUrlPrefixes } from './app-url';
import { wireDeepLinks } from './deep-link-wiring';
import { createBadge, createDesktopNotifier } from './desktop-notifications';
import { loadDesktopConfig } from './config';
import { createFileHandler } from './file-protocol';
import { createIpcHandlers, registerIpc } from './ipc';
import { createMainServices } from './services/create-services';
import { createScreenSources, displayMediaHandler } from './services/screen-sources';
import { browserWindowOptions, cspFor, isSessionRoomUrl, lockNavigation, lockSession } from './window';

const mainDir = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(mainDir, '../renderer');
const devServerUrl = app.isPackaged ? null : (process.env['ELECTRON_RENDERER_URL'] ?? null);
const { apiBase } = loadDesktopConfig();
const prefixes = appUrlPrefixes({ rendererDir, devServerUrl });
const csp = cspFor(apiBase, devServerUrl);

let mainWindow: BrowserWindow | null = null;

function createWindow(): BrowserWindow {
  const window = new BrowserWindow(browserWindowOptions(mainDir));
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    mainWindow = null;
  });
  const loaded = devServerUrl !== null ? window.loadURL(devServerUrl) : window.loadFile(join(rendererDir, 'index.html'));
  loaded.catch((err: unknown) => console.error('The window could not load the app.', err));
  return window;
}

function focusWindow(): void {
  if (mainWindow === null) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
}

// One instance: a second start hands its qurious:// link to this one (deep-link-wiring.ts).
const deepLinks = wireDeepLinks(app, { argv: process.argv, execPath: process.execPath, focus: focusWindow, log: console.warn });
if (deepLinks !== null) {

  app.on('web-contents-created', (_event, contents) => {
    lockNavigation(contents, {
      appUrlPrefixes: prefixes,
      openExternal: (url) => {
        shell.openExternal(url).catch((err: unknown) => console.error('The link could not be opened.', err));
      },
    });
  });

  app.whenReady().then(() => {
    lockSession(session.defaultSession, csp, prefixes, new URL(apiBase).origin);
    const screenSources = createScreenSources((options) => desktopCapturer.getSources(options));
    // getDisplayMedia in a session room gets the source the user picked in the app's own picker.
    session.defaultSession.setDisplayMediaRequestHandler(
      displayMediaHandler(screenSources, (url) => isSessionRoomUrl(url, prefixes)),
    );
    protocol.handle(
      'file',
      createFileHandler({
        appUrlPrefixes: prefixes,
        csp,
        fetchFile: (request) => net.fetch(request, { bypassCustomProtocolHandlers: true }),
      }),
    );
    const services = createMainServices({
      openDialog: (options) =>
        mainWindow === null ? dialog.showOpenDialog(options) : dialog.showOpenDialog(mainWindow, options),
      appInfo: { name: app.getName(), version: app.getVersion(), platform: process.platform, apiBase },
      screenSources,
      desktop: {
        notifier: createDesktopNotifier(Notification, (path) => deepLinks.open(path)),
        badge: createBadge(app),
        deepLinks,
      },
    });
    registerIpc(ipcMain, createIpcHandlers(services, prefixes));
    mainWindow = createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
    });
  }).catch((err: unknown) => {
    // Without its services the app has no window to show: say why and stop, rather than linger.
    console.error('Qurious could not start.', err);
    app.exit(1);
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
