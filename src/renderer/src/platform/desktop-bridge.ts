import type { DesktopBridge } from '#shared/contract/ipc';

/** Electron prefixes errors thrown in the main process; the user should see only our message. */
const ELECTRON_PREFIX = /^Error invoking remote method '[^']+': (?:[A-Za-z]*Error: )?/;

export function cleanBridgeError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(message.replace(ELECTRON_PREFIX, ''));
}

/** The preload's typed IPC (`window.qurious`), each call's error cleaned of Electron's prefix. */
export function withCleanErrors(desktop: DesktopBridge): DesktopBridge {
  const wrapped: Record<string, (...args: never[]) => Promise<unknown>> = {};
  for (const [key, fn] of Object.entries(desktop) as Array<[string, (...args: never[]) => Promise<unknown>]>) {
    wrapped[key] = (...args) => fn(...args).catch((e: unknown) => Promise.reject(cleanBridgeError(e)));
  }
  return wrapped as unknown as DesktopBridge;
}
