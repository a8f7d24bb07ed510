import { createContext } from 'react';
import { PAGE_DATA_ELEMENT_ID } from '#shared/domain/page-data';

/**
 * The API answers a page was rendered from on the server, by query key (queryKeyText).
 * A query takes its answer once (it forgets it): a later visit of the same key loads afresh.
 */
export type PageData = Map<string, unknown>;

/** The answers the server wrote into the document; null when it rendered no content. */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return text ? new Map(Object.entries(JSON.parse(text) as Record<string, unknown>)) : null;
}

/**
 * The page's answers. In the browser, those of the document (read when the first page that loads
 * data arrives, the document parsed by then); the server's render provides each page's own.
 */
export const PageDataContext = createContext<PageData | null>(typeof document === 'undefined' ? null : readPageData(document));
