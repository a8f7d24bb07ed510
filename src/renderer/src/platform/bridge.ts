import type { DesktopBridge } from '#shared/contract/ipc';
import { platform } from './target';

/** The bridge of the platform target.ts chose: the preload's typed IPC, or its browser implementation. */
export const bridge: DesktopBridge = platform.bridge;
