/**
 * What the server knows about a page before any script runs: its status (404 for an
 * unknown path and for a gig or expert that is not public), its head and which pre-rendered frame
 * its body starts with. Gigs and experts are looked up once and kept for HEAD_CACHE_TTL_MS.
 */
import type { Db } from '../db/database';
import { findPublicGig } from '../modules/search/public-gig';
import { findPublicExpert } from '../modules/search/public-repo';
import { catalogPageFor } from '#shared/catalog/catalog-pages';
import { documentTitle, HOME_TITLE, matchRoute, NOT_FOUND_TITLE, searchKeyword, SITE_DESCRIPTION, staticTitleOf } from '#shared/domain/page-titles';
import { GIG_GALLERY_SIZES, imageSrcSet } from '#shared/domain/image-variants';
import { hasNulCharacter } from '#shared/domain/text';
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

export function pageResolver(db: Db, publicUrl: string, scripts: RouteScripts = { forPattern: () => ({ scripts: [], styles: [], styleText: '' }) }) {
  const abs = (path: string) => `${publicUrl}${path}`;
  const cache = new TtlCache<ResolvedPage>(HEAD_CACHE_MAX, HEAD_CACHE_TTL_MS);
  const notFound: ResolvedPage = {
    status: 404,
    head: { title: documentTitle(NOT_FOUND_TITLE), description: SITE_DESCRIPTION, canonical: null, indexable: false },
    frame: 'page',
  };

  async function gigPage(gigId: string): Promise<ResolvedPage> {
    const found = await findPublicGig(db, gigId);
    if (!found) return notFound;
    const { gig, expert } = found;
    const page = abs(`/gigs/${encodeURIComponent(gig._id)}`);
    const expertUrl = abs(`/experts/${encodeURIComponent(expert.userName)}`);
    const images = gig.gallery.map(abs);
    const cover = gig.gallery[0];
    const description = summary(gig.description, SITE_DESCRIPTION);
    return {
      status: 200,
      frame: 'page',
      head: {
        title: documentTitle(gig.title),
        description,
        canonical: page,
        indexable: true,
        ogType: 'article',
        ...(images[0] && cover
          ? { image: { url: images[0], alt: gig.title }, preloadImages: [{ href: cover, srcset: imageSrcSet(cover), sizes: GIG_GALLERY_SIZES }] }
          : {}),
        preloadFetch: `/api/public/gigs/${encodeURIComponent(gig._id)}`,
        jsonLd: [gigJsonLd(gig, expert, { page, expert: expertUrl, images })],
      },
    };
  }

  async function expertPage(userName: string): Promise<ResolvedPage> {
    const found = await findPublicExpert(db, userName);
    if (!found) return notFound;
    const { expert } = found;
    const page = abs(`/experts/${encodeURIComponent(expert.userName)}`);
    const image = expert.profilePicture ? abs(expert.profilePicture) : null;
    return {
      status: 200,
      frame: 'page',
      head: {
        title: documentTitle(expert.displayName),
        description: summary(expert.description, `${expert.displayName} on Qurious.`),
        canonical: page,
        indexable: true,
        ogType: 'profile',
        ...(image ? { image: { url: image, alt: expert.displayName } } : {}),
        preloadFetch: `/api/public/experts/${encodeURIComponent(expert.userName)}`,
        jsonLd: [expertJsonLd(expert, { page, image })],
      },
    };
  }

  function homePage(): ResolvedPage {
    const website = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Qurious',
      url: abs('/'),
      potentialAction: { '@type': 'SearchAction', target: abs('/search/gigs?keyword={search_term_string}'), 'query-input': 'required name=search_term_string' },
    };
    return { status: 200, frame: 'home', head: { title: HOME_TITLE, description: SITE_DESCRIPTION, canonical: abs('/'), indexable: true, jsonLd: [website] } };
  }

  /** The page at a path with its route's modulepreloads (none on a 404). */
  async function resolve(pathname: string, search: string): Promise<ResolvedPage> {
    const page = await resolveHead(pathname, search);
    const pattern = matchRoute(pathname)?.meta.pattern;
    if (page.status !== 200 || !pattern) return page;
    const assets = scripts.forPattern(pattern);
    return assets.scripts.length > 0 ? { ...page, head: { ...page.head, modulePreloads: assets.scripts, stylePreloads: assets.styles, styleText: assets.styleText } } : page;
  }

  /** The page at a path (its query string only matters to the search page). */
  async function resolveHead(pathname: string, search: string): Promise<ResolvedPage> {
    const match = matchRoute(pathname);
    if (!match) return notFound;
    const { meta, params } = match;
    // A path's parameters are looked up by text (a gig id, a username, a catalogue slug): one that
    // holds a NUL names nothing, and PostgreSQL would refuse it as a query parameter.
    if (Object.values(params).some(hasNulCharacter)) return notFound;
    if (meta.pattern === '/') return homePage();
    if (meta.pattern === '/gigs/:gigId' || meta.pattern === '/experts/:userName') {
      const key = pathname;
      const hit = cache.get(key);
      if (hit) return hit;
      const page = meta.pattern === '/gigs/:gigId' ? await gigPage(params.gigId ?? '') : await expertPage(params.userName ?? '');
      cache.set(key, page);
      return page;
    }
    if (meta.pattern.startsWith('/categories/') && meta.title === null) {
      const item = catalogPageFor(meta.pattern, params);
      if (!item) return notFound;
      return { status: 200, frame: 'page', head: { title: documentTitle(item.name), description: item.description, canonical: abs(item.path), indexable: true } };
    }
    const { title, indexable } = staticTitleOf(pathname, search);
    if (meta.pattern === '/search' || meta.pattern === '/search/gigs') {
      const keyword = searchKeyword(search);
      const canonical = abs(keyword ? `/search/gigs?keyword=${encodeURIComponent(keyword)}` : '/search/gigs');
      const description = keyword ? `Experts who can help with ${keyword}, live on a call.` : SITE_DESCRIPTION;
      return { status: 200, frame: 'page', head: { title, description, canonical, indexable } };
    }
    const canonical = indexable ? abs(pathname) : null;
    return { status: 200, frame: indexable ? 'page' : 'none', head: { title, description: SITE_DESCRIPTION, canonical, indexable } };
  }

  return { resolve, clear: () => cache.clear() };
}

export type PageResolver = ReturnType<typeof pageResolver>;
