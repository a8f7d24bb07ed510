import './zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '#app/App';
import { reloadOnStalePreloads } from '#app/stale-build';
import { SOURCE_LANGUAGE } from '#shared/domain/ui-language';
import { applyDocumentLanguage } from '#i18n/i18n';
import { initialLanguage, switchLanguage } from '#i18n/language';
import '#ui/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
reloadOnStalePreloads();
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const language = initialLanguage();
applyDocumentLanguage(language);
if (language === SOURCE_LANGUAGE) {
  // The server sends public pages with their frame pre-rendered by the build (issue 25), in English:
  // React takes that markup over instead of drawing it again. Other pages start empty.
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
} else {
  // Another language (issue 17): its catalogue comes first, then React draws the page anew over the
  // English frame (hydrating it would mismatch every text). The frame stays on screen meanwhile, so
  // the page is never blank; if the catalogue cannot load, the page runs in English.
  const render = () => createRoot(root).render(app);
  switchLanguage(language).then(render, (error: unknown) => {
    console.error('The interface language could not load; staying in English.', error);
    applyDocumentLanguage(SOURCE_LANGUAGE);
    render();
  });
}
