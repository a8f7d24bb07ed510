import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle, matchRoute, staticTitleOf } from '#shared/domain/page-titles';

/**
 * Every route's document title (issue 25, WCAG 2.4.2), in both builds: the desktop window's title
 * follows the document's (Electron's default). The shell names each page from the route table
 * (shared/domain/page-titles.ts); a page named by its data calls useDocumentTitle once it knows.
 */

function setRobots(indexable: boolean): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (indexable) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'robots';
    document.head.append(tag);
  }
  tag.content = 'noindex';
}

/** The shell's part: the route's title and robots tag on every navigation. */
export function useRouteTitle(): void {
  const { pathname, search } = useLocation();
  // The server already named the page it sent (from its data, too): the first render keeps that.
  const first = useRef(true);
  useLayoutEffect(() => {
    const keepServers = first.current && matchRoute(pathname)?.meta.title === null && document.title !== '';
    first.current = false;
    const { title, indexable } = staticTitleOf(pathname, search);
    if (!keepServers) document.title = title;
    setRobots(indexable);
  }, [pathname, search]);
}

/** A page's own name (a gig's title, an expert's name, a catalogue item), once it has it. */
export function useDocumentTitle(name: string | null | undefined): void {
  const { key } = useLocation();
  useEffect(() => {
    if (name) document.title = documentTitle(name);
  }, [name, key]);
}
