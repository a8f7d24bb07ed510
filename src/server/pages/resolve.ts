/**
 * What the server knows about a page before any script runs: its status (404 for an
 * unknown path and for a gig or expert that is not public), its head and which pre-rendered frame
 * its body starts with. Gigs and experts are looked up once and kept for HEAD_CACHE_TTL_MS.
 * A page is resolved in one language: its head's texts in it, its canonical URL the language's
 * own, with the same page in every language (hreflang) beside it.
 */
import type { Db } from '../db/database';
import { findPublicGig } from '../modules/search/public-gig';
import { findPublicExpert } from '../modules/search/public-repo';
import { catalogPageFor } from '#shared/catalog/catalog-pages';
import { documentTitle, HOME_TITLE, matchRoute, NOT_FOUND_TITLE, searchKeyword, SITE_DESCRIPTION, staticTitleOf } from '#shared/domain/page-titles';
import { GIG_GALLERY_SIZES, imageSrcSet } from '#shared/domain/image-variants';
import { hasNulCharacter } from '#shared/domain/text';
import { localizedPath, pathInEveryLanguage } from '#shared/domain/language-paths';
import { SOURCE_LANGUAGE, type UiLanguage } from '#shared/domain/ui-language';
import { englishPageText } from '#shared/i18n/english-pages';
import { pageText } from '#shared/i18n/page-texts';
import { TtlCache } from './ttl-cache';
import { expertJsonLd, gigJsonLd } from './json-ld';
import type { PageHead } from './head';
import type { RouteScripts } from './route-scripts';

/** Which pre-rendered body a page starts with: home's, the public pages' shared frame, or none. */
export type Frame = 'home' | 'page' | 'none';

export interface ResolvedPage {
  status: 200 | 404;
  head: PageHead;
  frame: Frame;
}

export const HEAD_CACHE_TTL_MS = 60_000;
const HEAD_CACHE_MAX = 10_000;
const DESCRIPTION_MAX = 160;

/** A description from user text: one line, at most 160 characters, cut at a word. */
export function summary(text: string, fallback: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return fallback;
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export function pageResolver(
  db: Db,
  publicUrl: string,
  scripts: RouteScripts = { forPattern: () => ({ scripts: [], styles: [], styleText: '' }) },
  now: () => Date = () => new Date(),
) {
  const abs = (path: string) => `${publicUrl}${path}`;
  const cache = new TtlCache<ResolvedPage>(HEAD_CACHE_MAX, HEAD_CACHE_TTL_MS);
  const notFound = (language: UiLanguage): ResolvedPage => ({
    status: 404,
    head: { language, title: documentTitle(pageText(language, NOT_FOUND_TITLE)), description: pageText(language, SITE_DESCRIPTION), canonical: null, indexable: false },
    frame: 'page',
  });
  /** An indexable page's URLs: its canonical in the language, and itself in every language. */
  const urlsOf = (language: UiLanguage, path: string) => ({
    canonical: abs(localizedPath(language, path)),
    alternates: pathInEveryLanguage(path).map((p) => ({ language: p.language, href: abs(p.path) })),
  });

  async function gigPage(gigId: string, language: UiLanguage): Promise<ResolvedPage> {
    const found = await findPublicGig(db, gigId, now());
    if (!found) return notFound(language);
    const { gig, expert } = found;
    const urls = urlsOf(language, `/gigs/${encodeURIComponent(gig._id)}`);
    const expertUrl = abs(localizedPath(language, `/experts/${encodeURIComponent(expert.userName)}`));
    const images = gig.gallery.map(abs);
    const cover = gig.gallery[0];
    const description = summary(gig.description, pageText(language, SITE_DESCRIPTION));
    return {
      status: 200,
      frame: 'page',
      head: {
        language,
        title: documentTitle(gig.title),
        description,
        ...urls,
        indexable: true,
        ogType: 'article',
        ...(images[0] && cover
          ? { image: { url: images[0], alt: gig.title }, preloadImages: [{ href: cover, srcset: imageSrcSet(cover), sizes: GIG_GALLERY_SIZES }] }
          : {}),
        preloadFetch: `/api/public/gigs/${encodeURIComponent(gig._id)}`,
        jsonLd: [gigJsonLd(gig, expert, { page: urls.canonical, expert: expertUrl, images, language })],
      },
    };
  }

  async function expertPage(userName: string, language: UiLanguage): Promise<ResolvedPage> {
    const found = await findPublicExpert(db, userName, now());
    if (!found) return notFound(language);
    const { expert } = found;
    const urls = urlsOf(language, `/experts/${encodeURIComponent(expert.userName)}`);
    const image = expert.profilePicture ? abs(expert.profilePicture) : null;
    return {
      status: 200,
      frame: 'page',
      head: {
        language,
        title: documentTitle(expert.displayName),
        description: summary(expert.description, pageText(language, englishPageText('pages:expert.description', { name: expert.displayName }))),
        ...urls,
        indexable: true,
        ogType: 'profile',
        ...(image ? { image: { url: image, alt: expert.displayName } } : {}),
        preloadFetch: `/api/public/experts/${encodeURIComponent(expert.userName)}`,
        jsonLd: [expertJsonLd(expert, { page: urls.canonical, image, language })],
      },
    };
  }

  function homePage(language: UiLanguage): ResolvedPage {
    const urls = urlsOf(language, '/');
    const description = pageText(language, SITE_DESCRIPTION);
    const website = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Qurious',
      url: urls.canonical,
      description,
      inLanguage: language,
      potentialAction: {
        '@type': 'SearchAction',
        target: abs(localizedPath(language, '/search/gigs?keyword={search_term_string}')),
        'query-input': 'required name=search_term_string',
      },
    };
    return { status: 200, frame: 'home', head: { language, title: pageText(language, HOME_TITLE), description, ...urls, indexable: true, jsonLd: [website] } };
  }

  /** The page at a path (inside its language's prefix) in a language, with its route's modulepreloads (none on a 404). */
  async function resolve(pathname: string, search: string, language: UiLanguage = SOURCE_LANGUAGE): Promise<ResolvedPage> {
    const page = await resolveHead(pathname, search, language);
    const pattern = matchRoute(pathname)?.meta.pattern;
    if (page.status !== 200 || !pattern) return page;
    const assets = scripts.forPattern(pattern);
    return assets.scripts.length > 0 ? { ...page, head: { ...page.head, modulePreloads: assets.scripts, stylePreloads: assets.styles, styleText: assets.styleText } } : page;
  }

  /** The page at a path (its query string only matters to the search page). */
  async function resolveHead(pathname: string, search: string, language: UiLanguage): Promise<ResolvedPage> {
    const match = matchRoute(pathname);
    if (!match) return notFound(language);
    const { meta, params } = match;
    // A path's parameters are looked up by text (a gig id, a username, a catalogue slug): one that
    // holds a NUL names nothing, and PostgreSQL would refuse it as a query parameter.
    if (Object.values(params).some(hasNulCharacter)) return notFound(language);
    if (meta.pattern === '/') return homePage(language);
    if (meta.pattern === '/gigs/:gigId' || meta.pattern === '/experts/:userName') {
      const key = `${language}:${pathname}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const page = meta.pattern === '/gigs/:gigId' ? await gigPage(params.gigId ?? '', language) : await expertPage(params.userName ?? '', language);
      cache.set(key, page);
      return page;
    }
    if (meta.pattern.startsWith('/categories/') && meta.title === null) {
      const item = catalogPageFor(meta.pattern, params);
      if (!item) return notFound(language);
      return { status: 200, frame: 'page', head: { language, title: documentTitle(item.name), description: item.description, ...urlsOf(language, item.path), indexable: true } };
    }
    const { title, indexable } = staticTitleOf(pathname, search, (text) => pageText(language, text));
    const named = { language, title, indexable };
    if (meta.pattern === '/search' || meta.pattern === '/search/gigs') {
      const keyword = searchKeyword(search);
      const urls = urlsOf(language, keyword ? `/search/gigs?keyword=${encodeURIComponent(keyword)}` : '/search/gigs');
      const description = pageText(language, keyword ? englishPageText('pages:search.description', { keyword }) : SITE_DESCRIPTION);
      return { status: 200, frame: 'page', head: { ...named, description, ...urls } };
    }
    const urls = indexable ? urlsOf(language, pathname) : { canonical: null };
    return { status: 200, frame: indexable ? 'page' : 'none', head: { ...named, description: pageText(language, SITE_DESCRIPTION), ...urls } };
  }

  return { resolve, clear: () => cache.clear() };
}

export type PageResolver = ReturnType<typeof pageResolver>;
