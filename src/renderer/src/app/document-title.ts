import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The route table of titles, out of the entry (./route-titles): the page the server sent already
 * has its title, and a navigation's title follows a moment later. Every title is set through this one
 * promise, with the interface language's texts, so they apply in the order they were asked for (the
 * route's, then the page's own).
 */
const loadTitles = () => import('./route-titles').then(async (m) => ({ ...m, translate: await m.titleTexts() }));

/**
 * Every route's document title (WCAG 2.4.2), in both builds: the desktop window's title
 * follows the document's (Electron's default). The shell names each page from the route table
 * (shared/domain/page-titles.ts); a page named by its data calls useDocumentTitle once it knows.
 */

/** The shell's part: the route's title and robots tag on every navigation. */
export function useRouteTitle(): void {
  const { pathname, search } = useLocation();
  // The server already named the page it sent (from its data, too): the first render keeps that.
  const first = useRef(true);
  useLayoutEffect(() => {
    const isFirst = first.current;
    first.current = false;
    let current = true;
    void loadTitles().then(({ applyRouteTitle, translate }) => {
      if (current) applyRouteTitle(pathname, search, isFirst, translate);
    });
    return () => {
      current = false;
    };
  }, [pathname, search]);
}

/** A page's own name (a gig's title, an expert's name, a catalogue item), once it has it. */
export function useDocumentTitle(name: string | null | undefined): void {
  const { key } = useLocation();
  useEffect(() => {
    if (!name) return;
    let current = true;
    void loadTitles().then(({ applyPageTitle }) => {
      if (current) applyPageTitle(name);
    });
    return () => {
      current = false;
    };
  }, [name, key]);
}
