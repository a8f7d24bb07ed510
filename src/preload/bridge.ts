/**
 * The functions `window.qurious` exposes, one per channel of the IPC contract. Type-only imports:
 * a sandboxed preload can require nothing but Electron, so zod must not be bundled in here.
 */
import type { DesktopBridge, IpcContract } from '#shared/contract/ipc';

export type Invoke = (channel: string, ...args: unknown[]) => Promise<unknown>;

/** Channel names, checked by the compiler against the contract (main parses every result). */
const CHANNELS = {
  getToken: 'vault:get-token',
  setToken: 'vault:set-token',
  clearToken: 'vault:clear-token',
  getDeviceToken: 'vault:get-device-token',
  setDeviceToken: 'vault:set-device-token',
  openImageDialog: 'dialog:open-image',
  prepareImage: 'media:prepare-image',
  appInfo: 'app:info',
  listScreenSources: 'screen:list-sources',
  chooseScreenSource: 'screen:choose-source',
  showNotification: 'notify:show',
  setBadgeCount: 'notify:badge',
  takeDeepLink: 'deep-link:take',
} as const satisfies { [K in keyof IpcContract]: IpcContract[K]['channel'] };

type Result<K extends keyof DesktopBridge> = ReturnType<DesktopBridge[K]>;

export function createBridge(invoke: Invoke): DesktopBridge {
  return {
    getToken: () => invoke(CHANNELS.getToken) as Result<'getToken'>,
    setToken: (token) => invoke(CHANNELS.setToken, token) as Result<'setToken'>,
    clearToken: () => invoke(CHANNELS.clearToken) as Result<'clearToken'>,
    getDeviceToken: () => invoke(CHANNELS.getDeviceToken) as Result<'getDeviceToken'>,
    setDeviceToken: (token) => invoke(CHANNELS.setDeviceToken, token) as Result<'setDeviceToken'>,
    openImageDialog: (request) => invoke(CHANNELS.openImageDialog, request) as Result<'openImageDialog'>,
    prepareImage: (request) => invoke(CHANNELS.prepareImage, request) as Result<'prepareImage'>,
    appInfo: () => invoke(CHANNELS.appInfo) as Result<'appInfo'>,
    listScreenSources: () => invoke(CHANNELS.listScreenSources) as Result<'listScreenSources'>,
    chooseScreenSource: (request) => invoke(CHANNELS.chooseScreenSource, request) as Result<'chooseScreenSource'>,
    showNotification: (notification) => invoke(CHANNELS.showNotification, notification) as Result<'showNotification'>,
    setBadgeCount: (count) => invoke(CHANNELS.setBadgeCount, count) as Result<'setBadgeCount'>,
    takeDeepLink: () => invoke(CHANNELS.takeDeepLink) as Result<'takeDeepLink'>,
  } satisfies DesktopBridge;
}

export { CHANNELS as BRIDGE_CHANNELS };
