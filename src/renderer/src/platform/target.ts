import { createDesktopPlatform } from './desktop-platform';
import type { Platform } from './platform';
import { webPlatform } from './web-platform';

/**
 * The one place the renderer decides its target: the desktop app is the renderer its preload gave
 * `window.qurious` (the typed IPC); anywhere else it is the browser build. Everything that differs
 * is a member of Platform. The build's pre-render (no window) renders as the browser build.
 */
export const platform: Platform =
  typeof window !== 'undefined' && window.qurious ? createDesktopPlatform(window.qurious) : webPlatform;
