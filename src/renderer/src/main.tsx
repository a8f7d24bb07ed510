import './zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '#app/App';
import { inOwnTask, loadIntlData } from '#app/first-tasks';
import { Interactive } from '#app/interactive';
import { routes } from '#app/routes';
import { routerReady } from '#app/router-ready';
import { reloadOnStalePreloads } from '#app/stale-build';
import { platform } from '#platform/target';
import type { AppRouter } from '#platform/platform';
import { SOURCE_LANGUAGE } from '#shared/domain/ui-language';
import { INTL_LOCALES } from '#i18n/format';
import { applyDocumentLanguage } from '#i18n/i18n';
import { enterLanguage, initialLanguage } from '#i18n/language';
import '#ui/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
reloadOnStalePreloads();
const app = (router?: AppRouter) => (
  <StrictMode>
    <Interactive>
      <App router={router} />
    </Interactive>
  </StrictMode>
);
// Every first render below is a transition: React then works in slices of a few
// milliseconds, yielding to the browser between them, instead of one long task that holds up input
// (total blocking time). Clicks made meanwhile are kept and replayed (#app/interactive).
// The browser build's page is in its URL's language; the desktop app starts in the one chosen before.
const language = platform.languageOfUrl() ?? initialLanguage();
applyDocumentLanguage(language);

/**
 * The server sends public pages with their frame pre-rendered by the build, or with their content
 * rendered at request time, in the URL's language: React takes that markup over instead of drawing
 * it again. A page's content (a frame's main is empty) is its route's lazy page: hydrated once that
 * code is here, so the first render is it. Other pages start empty.
 */
const start = (): void => {
  if (document.getElementById('main')?.hasChildNodes()) {
    // In tasks of their own, not in the entry's evaluation (#app/first-tasks): the router, whose
    // first navigation matches the routes and asks for the page's chunk, then, while that chunk
    // loads, the locale data the page's prices and dates need.
    inOwnTask(() => {
      const router = platform.createRouter(routes);
      void routerReady(router).then(() => startTransition(() => void hydrateRoot(root, app(router))));
    });
    inOwnTask(() => loadIntlData(INTL_LOCALES[language]));
  } else if (root?.firstElementChild) startTransition(() => void hydrateRoot(root, app()));
  else if (root) startTransition(() => createRoot(root).render(app()));
}

if (language === SOURCE_LANGUAGE) start();
else {
  // Another language: its catalogue comes first (the markup, already in that language, stays on
  // screen meanwhile), then React takes the markup over as in English. If the catalogue cannot
  // load, the page is drawn anew in English.
  enterLanguage(language).then(start, (error: unknown) => {
    console.error('The interface language could not load; staying in English.', error);
    applyDocumentLanguage(SOURCE_LANGUAGE);
    startTransition(() => createRoot(root).render(app()));
  });
}
