/**
 * Public pages rendered with their content at request time: the web build's server side
 * (src/renderer/src/prerender.tsx, built into out/web-ssr) draws the page with the same React tree
 * the client hydrates, from the API answers the page asks for first, which travel in the HTML so
 * the client starts from them. Renders are kept per URL for PAGE_RENDER_TTL_MS: a gig edited or a
 * new result shows within that time (the client loads everything else, reviews included, itself).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { lazy } from '#shared/lazy';
import { TtlCache } from './ttl-cache';
import { SSR_ENTRY, ssrDirOf } from './ssr-dir';

/** What the server side of the build exports for the server (see prerender.tsx). */
interface SsrModule {
  pageRequests(pathname: string, search: string): { key: string; path: string; read(json: unknown): unknown }[];
  renderPage(url: string, answers: Readonly<Record<string, unknown>>): Promise<string>;
}

/** A page's content: the markup inside #root and the answers it was drawn from, by query key. */
export interface RenderedPage {
  html: string;
  data: Record<string, unknown>;
}

/** An API answer the server asked itself for, as the visitor would have (their address counts it). */
export type AnswerOf = (path: string, visitorIp: string) => Promise<{ status: number; json: unknown }>;

export interface PageRenderer {
  /** The page's content, or null when it is drawn by the client as before (an answer failed, the render threw). */
  render(pathname: string, search: string, visitorIp: string): Promise<RenderedPage | null>;
  clear(): void;
}

export const PAGE_RENDER_TTL_MS = 30_000;
const PAGE_RENDER_MAX = 1_000;

/** The route patterns rendered with their content: the public pages a visitor lands on from a search engine. */
export const isServerRendered = (pattern: string): boolean =>
  pattern === '/gigs/:gigId' || pattern === '/experts/:userName' || pattern === '/search' || pattern === '/search/gigs' || pattern.startsWith('/categories');

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

  async function renderNow(pathname: string, search: string, visitorIp: string): Promise<RenderedPage | null> {
    const url = `${pathname}${search}`;
    try {
      const mod = await ssrModule();
      const data: Record<string, unknown> = {};
      for (const request of mod.pageRequests(pathname, search)) {
        const answer = await answerOf(request.path, visitorIp);
        if (answer.status !== 200) return null;
        data[request.key] = request.read(answer.json);
      }
      return { html: await mod.renderPage(url, data), data };
    } catch (err) {
      onError(err, url);
      return null;
    }
  }

  return {
    render(pathname, search, visitorIp) {
      const key = `${pathname}${search}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const rendering = renderNow(pathname, search, visitorIp);
      cache.set(key, rendering);
      return rendering;
    },
    clear: () => cache.clear(),
  };
}
