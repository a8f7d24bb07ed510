/**
 * Public pages rendered with their content at request time: the web build's server side
 * (src/renderer/src/prerender.tsx, built into out/web-ssr) draws the page with the same React tree
 * the client hydrates, from the API answers the page asks for first, which travel in the HTML so
 * the client starts from them. Renders are kept per URL for PAGE_RENDER_TTL_MS: a gig edited or a
 * new result shows within that time (the client loads everything else, reviews included, itself).
 * A page is rendered in its URL's language (`/fr/gigs/…` in French), each language's render kept apart.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { localizedPath } from '#shared/domain/language-paths';
import type { UiLanguage } from '#shared/domain/ui-language';
import { lazy } from '#shared/lazy';
import { TtlCache } from './ttl-cache';
import { SSR_ENTRY, ssrDirOf } from './ssr-dir';

/** What the server side of the build exports for the server (see prerender.tsx). */
interface SsrModule {
  pageRequests(pathname: string, search: string): { key: string; path: string; read(json: unknown): unknown }[];
  /** `url` is the page's URL in its language (with the language's prefix). */
  renderPage(url: string, answers: Readonly<Record<string, unknown>>, language: UiLanguage): Promise<string>;
}

/** A page's content: the markup inside #root and the answers it was drawn from, by query key. */
export interface RenderedPage {
  html: string;
  data: Record<string, unknown>;
}

/** An API answer the server asked itself for, as the visitor would have (their address counts it). */
export type AnswerOf = (path: string, visitorIp: string) => Promise<{ status: number; json: unknown }>;

export interface PageRenderer {
  /**
   * The page's content in a language (`pathname` inside the language's prefix), or null when it is
   * drawn by the client as before (an answer failed, the render threw).
   */
  render(pathname: string, search: string, visitorIp: string, language: UiLanguage): Promise<RenderedPage | null>;
  clear(): void;
}

export const PAGE_RENDER_TTL_MS = 30_000;
const PAGE_RENDER_MAX = 1_000;

/** The public pages of fixed text, rendered with it too: a visitor and a crawler read them in the URL's language at once. */
const TEXT_PAGES: ReadonlySet<string> = new Set(['/about', '/help', '/services', '/new', '/levels', '/terms', '/privacy', '/pro', '/pro/pricing', '/pro/benefits']);

/** The route patterns rendered with their content: the public pages a visitor lands on from a search engine. */
export const isServerRendered = (pattern: string): boolean =>
  pattern === '/gigs/:gigId' ||
  pattern === '/experts/:userName' ||
  pattern === '/search' ||
  pattern === '/search/gigs' ||
  pattern.startsWith('/categories') ||
  TEXT_PAGES.has(pattern);

const isSsrModule = (mod: unknown): mod is SsrModule =>
  typeof mod === 'object' && mod !== null && 'renderPage' in mod && typeof mod.renderPage === 'function' && 'pageRequests' in mod && typeof mod.pageRequests === 'function';

/**
 * The renderer of the build's server side beside webDir; null when the build has none (pages keep their
 * frames). The server side (React and the whole app) is loaded with the first page rendered, not at
 * start; a module that is not the build's server side fails that render (logged), and the page keeps its frame.
 */
export function loadPageRenderer(webDir: string, answerOf: AnswerOf, onError: (err: unknown, url: string) => void): PageRenderer | null {
  const entry = join(ssrDirOf(webDir), SSR_ENTRY);
  if (!existsSync(entry)) return null;
  const ssrModule = lazy(async (): Promise<SsrModule> => {
    const loaded: unknown = await import(pathToFileURL(entry).href);
    if (!isSsrModule(loaded)) throw new Error(`${entry} does not export renderPage and pageRequests.`);
    return loaded;
  });
  const cache = new TtlCache<Promise<RenderedPage | null>>(PAGE_RENDER_MAX, PAGE_RENDER_TTL_MS);

  async function renderNow(pathname: string, search: string, visitorIp: string, language: UiLanguage): Promise<RenderedPage | null> {
    const url = `${localizedPath(language, pathname)}${search}`;
    try {
      const mod = await ssrModule();
      const data: Record<string, unknown> = {};
      for (const request of mod.pageRequests(pathname, search)) {
        const answer = await answerOf(request.path, visitorIp);
        if (answer.status !== 200) return null;
        data[request.key] = request.read(answer.json);
      }
      return { html: await mod.renderPage(url, data, language), data };
    } catch (err) {
      onError(err, url);
      return null;
    }
  }

  return {
    render(pathname, search, visitorIp, language) {
      const key = `${localizedPath(language, pathname)}${search}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const rendering = renderNow(pathname, search, visitorIp, language);
      cache.set(key, rendering);
      return rendering;
    },
    clear: () => cache.clear(),
  };
}
