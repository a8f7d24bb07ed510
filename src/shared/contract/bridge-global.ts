/** The global the desktop app's preload exposes its typed IPC under (`window.qurious`). */
export const DESKTOP_BRIDGE_GLOBAL = 'qurious';
