import { createBrowserRouter } from 'react-router-dom';
import type { Platform } from './platform';
import { webBridge } from './web-bridge';
import { pickGalleryImageInPage } from './web-gallery';
import { browserScreenShare } from './web-screen-share';

/** The browser build: localStorage and canvas behind the bridge, real paths, file inputs, reCAPTCHA in the page. */
export const webPlatform: Platform = {
  bridge: webBridge,
  createRouter: (routes) => createBrowserRouter(routes),
  pickGalleryImage: pickGalleryImageInPage,
  phoneVerification: 'in-page',
  screenShare: browserScreenShare,
};
