/// <reference types="vite/client" />
import type { DesktopBridge } from '../../shared/contract/ipc';

declare global {
  interface ImportMetaEnv {
    /** The hosted API origin for a browser build served from another host. */
    readonly VITE_API_BASE?: string;
  }
  const __APP_VERSION__: string;
  interface Window {
    /** The desktop app's preload bridge; absent in the browser build. Read only by platform/target.ts. */
    qurious?: DesktopBridge;
  }
}
