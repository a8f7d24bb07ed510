/**
 * A page that is painted from its HTML alone (a page sent with its content, or home's frame) asks
 * for its scripts only once it has been painted (issue 25). The scripts only make it interactive
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

/**
 * The page's markup with its entry script and modulepreloads moved to the loader at the end of the
 * body; unchanged when it names no entry script (nothing to load) or has no </body>.
 */
export function deferScripts(html: string): string {
  const entries = [...html.matchAll(ENTRY)].map((m) => m[1] ?? '');
  const [entry] = entries;
  const end = html.lastIndexOf('</body>');
  if (entries.length !== 1 || !entry || end < 0) return html;
  const preloads = [...new Set([...html.matchAll(PRELOAD)].map((m) => m[1] ?? ''))];
  const scripts: LateScripts = { entry, preloads };
  const rest = html.replace(ENTRY, '').replace(PRELOAD, '');
  const at = rest.lastIndexOf('</body>');
  const tags = `  <script type="application/json" id="${LATE_SCRIPTS_ELEMENT_ID}">${jsonForScript(scripts)}</script>\n    <script>${LATE_SCRIPTS_LOADER}</script>\n  `;
  return `${rest.slice(0, at)}${tags}${rest.slice(at)}`;
}
