/** Exposes `window.qurious`: named functions only, each one IPC call that main checks and parses. */
import { contextBridge, ipcRenderer } from 'electron';
import { DESKTOP_BRIDGE_GLOBAL } from '#shared/contract/bridge-global';
import type { DesktopBridge } from '#shared/contract/ipc';
import { createBridge } from './bridge';

const bridge = createBridge((channel, ...args) =>
  ipcRenderer.invoke(channel, ...args),
) satisfies DesktopBridge;

contextBridge.exposeInMainWorld(DESKTOP_BRIDGE_GLOBAL, bridge);
