import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import '#i18n/i18n';
import { enterLanguage } from '#i18n/language';
import { loadTopicNames } from '#i18n/topic-names-load';
import { languageBasename, localizedPath } from '#shared/domain/language-paths';
import { UI_LANGUAGES, type UiLanguage } from '#shared/domain/ui-language';
import { App } from '#app/App';
import { routes } from '#app/routes';
import { routesForPath } from '#app/routes-for-path';
import { routerReady } from '#app/router-ready';
import { PageDataContext, type PageData } from '#api/page-data';
import HomeBody from '#features/home/HomeBody';
import { HomeBodyComponent } from '#features/home/home-body';

export { pageRequests, type PageRequest } from '#app/page-requests';

/**
 * The server side of the web build (pre-rendered frames, pages rendered at request time), built
 * for Node by scripts/lib/web-postbuild.ts
 * from the same sources (aliases, JSX, hashed asset URLs) as the browser build:
 * - renderFrames, run once by the build: the markup of the public routes' static frames in each
 *   language. `home` is the whole home page as a signed-out visitor first sees it; `page` is the
 *   shell of every other public page (header with its search, the footer) around the empty main its
 *   lazy page fills;
 * - renderPage, run by the server (src/server/pages/page-render.ts): a public page with its
 *   content in its URL's language, rendered from the API answers it asked for (pageRequests), for
 *   the client to hydrate.
 * Every render runs in a language under its prefix (a router with that basename, so its links stay
 * in it), one render at a time: the interface language is one for the whole module.
 */
export const FRAME_PATHS = { home: '/', page: '/about' } as const;

/** `<!--$!-->` is a part React left for the client (it suspended or threw): the markup is incomplete. */
const LEFT_TO_CLIENT = '<!--$!-->';

const tree = (router: ReturnType<typeof createMemoryRouter>, pageData?: PageData): ReactNode => (
  <StrictMode>
    <HomeBodyComponent value={HomeBody}>
      <PageDataContext value={pageData ?? null}>
        <App router={router} />
      </PageDataContext>
    </HomeBodyComponent>
  </StrictMode>
);

let turn: Promise<unknown> = Promise.resolve();

/** Runs a render in a language once the renders asked for before it are done. */
function inLanguage<T>(language: UiLanguage, render: () => Promise<T> | T): Promise<T> {
  const run = turn.then(async () => {
    // The topic names too (the client loads them with the pages that show them): a part that suspended in a
    // render would come with an inline script to finish it, which the pages' script policy refuses.
    await Promise.all([enterLanguage(language), loadTopicNames(language)]);
    return render();
  });
  turn = run.catch(() => undefined);
  return run;
}

/** A router at a URL in a language (the URL with the language's prefix), with only the routes that may match it. */
function routerAt(url: string, language: UiLanguage) {
  const basename = languageBasename(language);
  const pathname = url.split(/[?#]/)[0] ?? '';
  const inLanguage = basename && pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  return createMemoryRouter(routesForPath(routes, inLanguage), {
    initialEntries: [url],
    basename: basename || '/',
  });
}

/** Every language's frames, by language. */
export async function renderFrames(): Promise<Record<UiLanguage, Record<keyof typeof FRAME_PATHS, string>>> {
  const frames: Partial<Record<UiLanguage, Record<keyof typeof FRAME_PATHS, string>>> = {};
  for (const language of UI_LANGUAGES) {
    frames[language] = await inLanguage(language, () => {
      const render = (path: string) => {
        const url = localizedPath(language, path);
        const html = renderToString(tree(routerAt(url, language)));
        if (html.includes(LEFT_TO_CLIENT))
          throw new Error(`The pre-render of ${url} left a part to the client.`);
        return html;
      };
      return { home: render(FRAME_PATHS.home), page: render(FRAME_PATHS.page) };
    });
  }
  return frames as Record<UiLanguage, Record<keyof typeof FRAME_PATHS, string>>;
}

/**
 * The markup of a tree none of whose parts suspends, or null when one does. renderToString draws in
 * one synchronous pass, with no stream to read back and decode as prerender has; it leaves a part
 * that suspends to the client (or throws outside a boundary), and then the page is prerendered
 * instead. Once the route's lazy modules have been drawn once, a page with its answers given does
 * not suspend.
 */
function renderedAtOnce(draw: () => ReactNode): string | null {
  try {
    const html = renderToString(draw());
    return html.includes(LEFT_TO_CLIENT) ? null : html;
  } catch {
    return null;
  }
}

/** prerender (react-dom/static) waits for every part that suspends. */
async function prerendered(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

/**
 * The page at a URL (path with its language's prefix, and query) with its content in that
 * language, as the client's first render draws it given the same answers (by query key); throws
 * when React left a part to the client.
 */
export function renderPage(
  url: string,
  answers: Readonly<Record<string, unknown>>,
  language: UiLanguage,
): Promise<string> {
  return inLanguage(language, async () => {
    const router = routerAt(url, language);
    try {
      await routerReady(router);
      const draw = () => tree(router, new Map(Object.entries(answers)));
      const html = renderedAtOnce(draw) ?? (await prerendered(draw()));
      if (html.includes(LEFT_TO_CLIENT)) throw new Error(`The render of ${url} left a part to the client.`);
      return html;
    } finally {
      router.dispose();
    }
  });
}
