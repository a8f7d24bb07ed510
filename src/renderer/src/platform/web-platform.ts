import { createBrowserRouter } from 'react-router-dom';
import { importOrReload } from '#app/stale-build';
import { languageBasename, splitLanguagePath } from '#shared/domain/language-paths';
import type { Platform } from './platform';
import { webBridge } from './web-bridge';
import { browserScreenShare } from './web-screen-share';

/** The language of the page's URL: English at the root, the others under their code. */
const urlLanguage = () => splitLanguagePath(window.location.pathname).language;

/** The browser build: localStorage and canvas behind the bridge, real paths, file inputs, reCAPTCHA in the page. */
export const webPlatform: Platform = {
  bridge: webBridge,
  createRouter: (routes) => createBrowserRouter(routes, { basename: languageBasename(urlLanguage()) || '/' }),
  languageOfUrl: urlLanguage,
  // The file checks only the gallery step needs: out of the entry (a stale chunk after a deploy reloads the tab).
  pickGalleryImage: async () => (await importOrReload(() => import('./web-gallery'))).pickGalleryImageInPage(),
  phoneVerification: 'in-page',
  paymentCheckout: 'in-page',
  apiAtOrigin: !import.meta.env.VITE_API_BASE,
  screenShare: browserScreenShare,
};
