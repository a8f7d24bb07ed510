import type { DesktopBridge } from '../../../shared/contract/ipc';
import { webBridge } from './web-bridge';

/**
 * The platform the renderer runs on, chosen once at start: the desktop app's preload bridge
 * (OS keychain, native dialogs, sharp in the main process) or the browser implementation.
 */
export const bridge: DesktopBridge = window.qurious ?? webBridge;
export const isDesktop = window.qurious !== undefined;
