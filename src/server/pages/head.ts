/**
 * The tags the server writes into a page's <head> before any script runs: title,
 * description, canonical URL, the page in every language (hreflang), robots, Open Graph and
 * Twitter card, schema.org JSON-LD and the preload of the page's largest image. Every value is
 * escaped here, the one place text becomes markup: a gig titled `</title><script>…` stays text.
 */
import { SOURCE_LANGUAGE, type UiLanguage } from '#shared/domain/ui-language';

export interface HeadImage {
  /** Absolute URL. */
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/** An image to preload; with the srcset and sizes of the <img> that shows it, so the browser picks the same copy. */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

/** The same page in one language, for a hreflang alternate. */
export interface LanguageAlternate {
  language: UiLanguage;
  /** Absolute URL. */
  href: string;
}

/** Open Graph's locale of each language (language_TERRITORY). */
const OG_LOCALES: Record<UiLanguage, string> = { en: 'en_US', pt: 'pt_BR', fr: 'fr_FR', ar: 'ar_AR', ko: 'ko_KR' };

export interface PageHead {
  /** The page's language: its texts, `<html lang dir>`, og:locale. */
  language: UiLanguage;
  /** The full document title. */
  title: string;
  description: string;
  /** Absolute canonical URL; null for pages that are not indexed. */
  canonical: string | null;
  /** An indexable page in every language (hreflang, the source language's as x-default too). */
  alternates?: readonly LanguageAlternate[];
  indexable: boolean;
  /** Open Graph type: a website, a profile (an expert) or an article-like page (a gig). */
  ogType?: 'website' | 'profile' | 'article';
  image?: HeadImage;
  /** schema.org objects, each written as its own application/ld+json script. */
  jsonLd?: readonly object[];
  /** Images the page paints first, fetched before the scripts ask for them. */
  preloadImages?: readonly PreloadImage[];
  /** The route's script modules (/assets/ paths), fetched beside the entry instead of after it. */
  modulePreloads?: readonly string[];
  /** The stylesheets of those modules (/assets/ paths), fetched early; the scripts still add them (with crossorigin, as the preload is). */
  stylePreloads?: readonly string[];
  /** Their text (null when it cannot be inlined), for a page that comes with its content. */
  styleText?: string | null;
  /** The API answer the page renders from (a same-origin GET path), fetched before the scripts ask for it. */
  preloadFetch?: string;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value as HTML that shows exactly that text. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * JSON inside a <script> element: `<`, `>` and `&` (so no `</script>` or `<!--` can end or change
 * the element) and the two JavaScript line terminators written as \u escapes; JSON.parse reads
 * the same value back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** The head of a page that comes with its content: the API answer it renders from is in the HTML, not fetched. */
export function renderedPageHead(head: PageHead): PageHead {
  const rendered = { ...head };
  delete rendered.preloadFetch;
  return rendered;
}

/** The head tags of a page, one per line. */
export function renderHead(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (!head.indexable) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const { language, href } of head.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${language}" href="${escapeHtml(href)}">`);
    if (language === SOURCE_LANGUAGE) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(href)}">`);
  }
  for (const { href, srcset, sizes } of head.preloadImages ?? []) {
    const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"` : '';
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high">`);
  }
  // crossorigin="anonymous" is the mode and credentials of the client's fetch(), so the answer is used, not fetched twice.
  if (head.preloadFetch) tags.push(`<link rel="preload" as="fetch" href="${escapeHtml(head.preloadFetch)}" crossorigin="anonymous">`);
  if (head.indexable) {
    tags.push(
      meta('property', 'og:site_name', 'Qurious'),
      meta('property', 'og:type', head.ogType ?? 'website'),
      meta('property', 'og:locale', OG_LOCALES[head.language]),
      ...(head.alternates ?? []).filter((a) => a.language !== head.language).map((a) => meta('property', 'og:locale:alternate', OG_LOCALES[a.language])),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', head.description),
    );
    if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
    if (head.image) {
      tags.push(meta('property', 'og:image', head.image.url), meta('property', 'og:image:alt', head.image.alt), meta('name', 'twitter:image', head.image.url));
      if (head.image.width && head.image.height)
        tags.push(meta('property', 'og:image:width', String(head.image.width)), meta('property', 'og:image:height', String(head.image.height)));
    }
  }
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags.join('\n    ');
}

/**
 * The route's modulepreloads, written after the entry's own (at the end of the head) so they never
 * hold it back. When the page comes with its content (`styled`), its stylesheets come in the HTML
 * (or, when they cannot, as stylesheets), so that content is painted styled and never shifts.
 */
export function renderRoutePreloads(head: PageHead, styled = false): string {
  const scripts = (head.modulePreloads ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
  if (styled && head.styleText) return [`<style>${head.styleText}</style>`, ...scripts].join('\n    ');
  const style = styled ? 'rel="stylesheet"' : 'rel="preload" as="style"';
  const styles = (head.stylePreloads ?? []).map((href) => `<link ${style} crossorigin href="${escapeHtml(href)}">`);
  return [...styles, ...scripts].join('\n    ');
}
