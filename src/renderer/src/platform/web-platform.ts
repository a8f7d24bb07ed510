import { createBrowserRouter } from 'react-router-dom';
import type { Platform } from './platform';
import { webBridge } from './web-bridge';
import { browserScreenShare } from './web-screen-share';

/** The browser build: localStorage and canvas behind the bridge, real paths, file inputs, reCAPTCHA in the page. */
export const webPlatform: Platform = {
  bridge: webBridge,
  createRouter: (routes) => createBrowserRouter(routes),
  // The file checks only the gallery step needs: out of the entry.
  pickGalleryImage: async () => (await import('./web-gallery')).pickGalleryImageInPage(),
  phoneVerification: 'in-page',
  paymentCheckout: 'in-page',
  screenShare: browserScreenShare,
};
