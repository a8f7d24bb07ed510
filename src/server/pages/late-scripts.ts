/**
 * A page that is painted from its HTML alone (a page sent with its content, or home's frame) asks
 * for its scripts only once it has been painted. The scripts only make it interactive
 * (clicks made before are kept: early-clicks.ts), and fetched beside the page they share the phone's
 * bandwidth with its largest image and its CPU with the first layout and paint.
 *
 * The server moves the entry script and every modulepreload out of the head into a JSON list at the
 * end of the body, and a fixed inline script (allowed by its hash, like the early-clicks one) adds
 * them back after the first frame: a requestAnimationFrame callback runs just before that frame is
 * drawn, and its timeout just after. A page opened in a hidden tab draws no frame until it is shown,
 * so there the scripts are asked for at once.
 */
import { createHash } from 'node:crypto';
import { jsonForScript } from './head';

export const LATE_SCRIPTS_ELEMENT_ID = 'qurious-scripts';

/** The scripts a page asks for: its entry module and the modules to fetch beside it. */
export interface LateScripts {
  entry: string;
  preloads: string[];
}

export const LATE_SCRIPTS_LOADER = [
  '(function(){function l(){var d=JSON.parse(document.getElementById("',
  LATE_SCRIPTS_ELEMENT_ID,
  '").textContent),h=document.head,s=document.createElement("script");',
  // The entry first, so its request goes out first; the modulepreloads then fetch its imports beside it.
  's.type="module";s.crossOrigin="";s.src=d.entry;h.appendChild(s);',
  'd.preloads.forEach(function(u){var e=document.createElement("link");e.rel="modulepreload";e.crossOrigin="";e.href=u;h.appendChild(e)})}',
  'if(document.visibilityState==="hidden")l();else requestAnimationFrame(function(){setTimeout(l,0)})})();',
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
