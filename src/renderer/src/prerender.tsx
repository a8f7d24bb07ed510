import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import '#i18n/i18n';
import { App } from '#app/App';
import { routes } from '#app/routes';
import HomeBody from '#features/home/HomeBody';
import { HomeBodyComponent } from '#features/home/home-body';

/**
 * The build's pre-render (issue 25, scripts/lib/web-prerender.ts): the markup of the public
 * routes' static frames, rendered by the same App tree the client hydrates. `home` is the whole
 * home page as a signed-out visitor first sees it; `page` is the shell of every other public
 * page (header with its search, the footer) around the empty main its lazy page fills.
 */
export const FRAME_PATHS = { home: '/', page: '/about' } as const;

export function renderFrames(): Record<keyof typeof FRAME_PATHS, string> {
  const render = (path: string) => {
    const html = renderToString(
      <StrictMode>
        <HomeBodyComponent value={HomeBody}>
          <App router={createMemoryRouter(routes, { initialEntries: [path] })} />
        </HomeBodyComponent>
      </StrictMode>,
    );
    // `<!--$!-->` is a part React left for the client (it suspended): the frame would be incomplete.
    if (html.includes('<!--$!-->')) throw new Error(`The pre-render of ${path} left a part to the client.`);
    return html;
  };
  return { home: render(FRAME_PATHS.home), page: render(FRAME_PATHS.page) };
}
