/**
 * robots.txt and the sitemap, generated from the database: a sitemap index naming
 * one file for the fixed and catalogue pages and as many files of listed gigs and of experts as
 * their counts need, each at most SITEMAP_MAX_URLS (the protocol's limit), so it holds at any size.
 * Every page is listed in every language, each URL with the page's hreflang alternates (and x-default).
 */
import type { Db } from '../db/database';
import { allCatalogPaths } from '#shared/catalog/catalog-pages';
import { pathInEveryLanguage } from '#shared/domain/language-paths';
import { SOURCE_LANGUAGE, UI_LANGUAGES } from '#shared/domain/ui-language';
import { escapeHtml } from './head';

export const SITEMAP_MAX_URLS = 50_000;
/** Gigs or experts per file: each is listed once per language. */
export const SITEMAP_ITEMS_PER_FILE = Math.floor(SITEMAP_MAX_URLS / UI_LANGUAGES.length);
export type SitemapKind = 'gigs' | 'experts';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XHTML_NS = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

export const sitemapFileName = (kind: SitemapKind | 'pages', n = 1) => (kind === 'pages' ? 'pages.xml' : `${kind}-${n}.xml`);

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

const alternate = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`;

/** A page (a path of the source language) in every language, each URL naming the others. */
function pageEntries(abs: (path: string) => string, path: string, lastmod?: string): string[] {
  const urls = pathInEveryLanguage(path).map((p) => ({ language: p.language, href: abs(p.path) }));
  const links = urls.map((u) => alternate(u.language, u.href));
  const source = urls.find((u) => u.language === SOURCE_LANGUAGE);
  if (source) links.push(alternate('x-default', source.href));
  const tail = `${lastmod ? `<lastmod>${escapeHtml(lastmod.slice(0, 10))}</lastmod>` : ''}${links.join('')}</url>`;
  return urls.map((u) => `<url><loc>${escapeHtml(u.href)}</loc>${tail}`);
}
const urlSet = (entries: string[]) => `${XML_HEAD}<urlset ${NS} ${XHTML_NS}>\n${entries.join('\n')}\n</urlset>\n`;

const listedGigs = (db: Db) =>
  db.kysely.selectFrom('gigs as g').innerJoin('gig_search as s', 's.gig_id', 'g.id').where('s.listed', '=', 1);

async function countOf(db: Db, kind: SitemapKind): Promise<number> {
  const row =
    kind === 'gigs'
      ? await listedGigs(db).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst()
      : await db.kysely.selectFrom('expert_profiles').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function sitemaps(db: Db, publicUrl: string) {
  const abs = (path: string) => `${publicUrl}${path}`;

  /** The index: the pages file, then each file of gigs and of experts. */
  async function index(): Promise<string> {
    const files = [sitemapFileName('pages')];
    for (const kind of ['gigs', 'experts'] as const) {
      const pages = Math.ceil((await countOf(db, kind)) / SITEMAP_ITEMS_PER_FILE);
      for (let n = 1; n <= pages; n++) files.push(sitemapFileName(kind, n));
    }
    const entries = files.map((f) => `<sitemap><loc>${escapeHtml(abs(`/sitemaps/${f}`))}</loc></sitemap>`);
    return `${XML_HEAD}<sitemapindex ${NS}>\n${entries.join('\n')}\n</sitemapindex>\n`;
  }

  /** Home, about, the guide pages (help, services, what is new), the levels' table, terms, privacy, the Pro pages, the search page and every catalogue page. */
  function pages(): string {
    return urlSet(['/', '/about', '/help', '/services', '/new', '/levels', '/terms', '/privacy', '/pro', '/pro/pricing', '/pro/benefits', '/search/gigs', ...allCatalogPaths()].flatMap((p) => pageEntries(abs, p)));
  }

  /** File n (from 1) of listed gigs or of experts, in id order with their last change, each in every language; null past the end. */
  async function part(kind: SitemapKind, n: number): Promise<string | null> {
    const offset = (n - 1) * SITEMAP_ITEMS_PER_FILE;
    const rows =
      kind === 'gigs'
        ? (await listedGigs(db).select(['g.id as key', 'g.updated_at']).orderBy('g.id').limit(SITEMAP_ITEMS_PER_FILE).offset(offset).execute()).flatMap(
            (r) => pageEntries(abs, `/gigs/${encodeURIComponent(r.key)}`, r.updated_at),
          )
        : (
            await db.kysely
              .selectFrom('expert_profiles')
              .select(['user_name as key', 'updated_at'])
              .orderBy('id')
              .limit(SITEMAP_ITEMS_PER_FILE)
              .offset(offset)
              .execute()
          ).flatMap((r) => pageEntries(abs, `/experts/${encodeURIComponent(r.key)}`, r.updated_at));
    if (rows.length === 0 && n > 1) return null;
    return urlSet(rows);
  }

  /** A file named in the index, or null for any other name. */
  async function file(name: string): Promise<string | null> {
    if (name === sitemapFileName('pages')) return pages();
    const m = /^(gigs|experts)-([1-9]\d{0,5})\.xml$/.exec(name);
    if (!m) return null;
    return part(m[1] as SitemapKind, Number(m[2]));
  }

  return { index, file };
}
