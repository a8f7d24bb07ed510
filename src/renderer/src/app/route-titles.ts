/**
 * The document's title and robots tag from the route table (shared/domain/page-titles.ts) in the
 * interface language: out of the entry, loaded with the first title (./document-title).
 */
import { currentLanguage } from '#i18n/i18n';
import { reportMissing } from '#i18n/messages';
import { pageTranslator } from '#i18n/page-texts';
import { documentTitle, matchRoute, staticTitleOf } from '#shared/domain/page-titles';

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

/** The title texts of the interface language: English as the table writes them, another language's from its file (a chunk of its own). */
export async function titleTexts(): Promise<(english: string) => string> {
  const language = currentLanguage();
  if (language === 'en') return (text) => text;
  return pageTranslator(language, (key) => reportMissing(language, key, 'pages'));
}

/**
 * A route's title and robots tag; on the first page, a title the server named from the page's data
 * is kept.
 */
export function applyRouteTitle(pathname: string, search: string, isFirst: boolean, translate: (english: string) => string): void {
  const keepServers = isFirst && matchRoute(pathname)?.meta.title === null && document.title !== '';
  const { title, indexable } = staticTitleOf(pathname, search, translate);
  if (!keepServers) document.title = title;
  setRobots(indexable);
}

/** A page's own name as its document title. */
export const applyPageTitle = (name: string): void => {
  document.title = documentTitle(name);
};
