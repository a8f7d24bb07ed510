import { createHashRouter } from 'react-router-dom';
import type { DesktopBridge } from '#shared/contract/ipc';
import { withCleanErrors } from './desktop-bridge';
import { desktopScreenShare } from './desktop-screen-share';
import type { Platform } from './platform';

/**
 * The desktop app: the preload's typed IPC (OS keychain, native dialogs, sharp in the main
 * process), hash routes for a renderer loaded from a file, phone verification on the hosted page.
 */
export function createDesktopPlatform(preload: DesktopBridge): Platform {
  const bridge = withCleanErrors(preload);
  return {
    bridge,
    createRouter: (routes) => createHashRouter(routes),
    languageOfUrl: () => null,
    // Loaded by the gallery step only (the browser build carries this platform too).
    pickGalleryImage: async () => (await import('./desktop-gallery')).pickGalleryImageWithDialog(bridge),
    phoneVerification: 'hosted-page',
    paymentCheckout: 'hosted-page',
    apiAtOrigin: false,
    screenShare: desktopScreenShare(bridge),
  };
}
