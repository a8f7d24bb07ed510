/**
 * A page that is painted from its HTML alone (a page sent with its content, or home's frame) works
 * as it is: its links, its texts, its images. Its scripts only make it interactive, so a signed-out
 * visitor's browser fetches them once the page is painted but runs them only when the visitor first
 * reaches for the page (a touch, a pointer's move or press, a key, a focus, a wheel, a scroll, a
 * click, which is all a screen reader's activation sends, or a field's change, as a form filler's):
 * a visitor who only reads, and a crawler, never pay for evaluating and hydrating them, and the main
 * thread stays free while the page loads. A click made before the client has taken over is kept and
 * replayed (early-clicks.ts); what was typed is passed on (#app/early-typing). A signed-in visitor's
 * page (a browser that may hold a session: stored-session.ts) shows their account, which only the
 * client draws: it runs its scripts once painted, without waiting, as does a page asked for with
 * SHOW_LOGIN_PARAM.
 *
 * The server moves the entry script and every modulepreload out of the head into a JSON list at the
 * end of the body, and a fixed inline script (allowed by its hash, like the early-clicks one) reads
 * it. After the first frame (a requestAnimationFrame callback runs just before that frame is drawn,
 * and its timeout just after) it asks for each file as a prefetch, a few per task, which the browser
 * fetches at low priority into its cache without parsing it; the first reach adds the entry and its
 * modulepreloads, which the cache then answers. A page opened in a hidden tab draws no frame until it
 * is shown, so there the prefetches go out at once.
 */
import { createHash } from 'node:crypto';
import { SHOW_LOGIN_PARAM } from '#shared/domain/page-data';
import { jsonForScript } from './head';
import { INTL_WARM_UP } from './intl-warm-up';
import { STORES_SESSION } from './stored-session';

export const LATE_SCRIPTS_ELEMENT_ID = 'qurious-scripts';

/** The scripts a page asks for: its entry module and the modules to fetch beside it. */
export interface LateScripts {
  entry: string;
  preloads: string[];
}

/** The events that say a visitor reaches for the page; the first one starts its scripts. */
export const REACH_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'click', 'input', 'change'] as const;

export const LATE_SCRIPTS_LOADER = [
  '(function(){var d=JSON.parse(document.getElementById("',
  LATE_SCRIPTS_ELEMENT_ID,
  '").textContent),h=document.head,r=',
  JSON.stringify(REACH_EVENTS),
  ',o={capture:true,passive:true},g=0;',
  'function k(rel,u){var e=document.createElement("link");e.rel=rel;e.crossOrigin="";e.href=u;h.appendChild(e)}',
  // The entry first, so its request goes out first; the modulepreloads then fetch its imports beside it.
  'function l(){if(g)return;g=1;r.forEach(function(n){removeEventListener(n,l,o)});',
  'var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=d.entry;h.appendChild(s);',
  'd.preloads.forEach(function(u){k("modulepreload",u)});',
  // Intl's data starts while the scripts load (intl-warm-up.ts).
  '(function(){',
  INTL_WARM_UP,
  '})()}',
  // Eight prefetches a task: each one asked for costs the main thread about half a millisecond.
  'function p(){var a=[d.entry].concat(d.preloads);(function n(){if(g)return;a.splice(0,8).forEach(function(u){k("prefetch",u)});if(a.length)setTimeout(n,0)})()}',
  // At once for a browser that stores a session, and for an address that asks the client to act on arrival.
  'var i=',
  STORES_SESSION,
  '||/[?&]',
  SHOW_LOGIN_PARAM,
  '=true(&|$)/.test(location.search),f=i?l:p;',
  'if(!i)r.forEach(function(n){addEventListener(n,l,o)});',
  // Back or Forward to an entry the client made while the page was live, before a reload: this page
  // cannot draw it without its client, so the browser loads it.
  'addEventListener("popstate",function(){if(!g)location.reload()});',
  'if(document.visibilityState==="hidden")f();else requestAnimationFrame(function(){setTimeout(f,0)})})();',
].join('');

/** The loader's CSP source expression. */
export const LATE_SCRIPTS_HASH = `'sha256-${createHash('sha256').update(LATE_SCRIPTS_LOADER).digest('base64')}'`;

const ENTRY = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/** Markup with its entry scripts and modulepreloads taken out, and what they named. */
function takeScripts(html: string) {
  return {
    rest: html.replace(ENTRY, '').replace(PRELOAD, ''),
    entries: [...html.matchAll(ENTRY)].map((m) => m[1] ?? ''),
    preloads: [...html.matchAll(PRELOAD)].map((m) => m[1] ?? ''),
  };
}

/** The markup with `late` (a page's own head tags) just before its </head>. */
export function withLateHead(html: string, late: string): string {
  return late ? html.replace(/<\/head>/i, `  ${late}\n  </head>`) : html;
}

/**
 * Prepares a template (read once) to write pages that ask for their scripts once painted: for a
 * page's own head tags `late`, the template's markup with them in its head and its entry script and
 * every modulepreload (the template's and the page's) moved to the loader at the end of the body.
 * Null when the template names no entry script or more than one (nothing to load, or no one entry
 * to start with), or has no </body>.
 */
export function scriptDeferral(template: string): ((late: string) => string) | null {
  const own = takeScripts(template);
  const [entry] = own.entries;
  const end = own.rest.lastIndexOf('</body>');
  if (own.entries.length !== 1 || !entry || end < 0) return null;
  return (late) => {
    const page = takeScripts(late);
    if (page.entries.length > 0) return withLateHead(template, late);
    const scripts: LateScripts = { entry, preloads: [...new Set([...own.preloads, ...page.preloads])] };
    const tags = `  <script type="application/json" id="${LATE_SCRIPTS_ELEMENT_ID}">${jsonForScript(scripts)}</script>\n    <script>${LATE_SCRIPTS_LOADER}</script>\n  `;
    return withLateHead(`${own.rest.slice(0, end)}${tags}${own.rest.slice(end)}`, page.rest.trim());
  };
}

/** A whole page's markup with its scripts asked for once it is painted; unchanged when it cannot be (scriptDeferral). */
export function deferScripts(html: string): string {
  return scriptDeferral(html)?.('') ?? html;
}
