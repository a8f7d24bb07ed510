/**
 * The head script that keeps the clicks made on a server-drawn page before the client has taken it
 * over, for the client to replay (src/renderer/src/app/interactive.tsx). It keeps a
 * click on anything in #root but a link (a link works without script: the browser follows it) while
 * <html> has no INTERACTIVE_ATTRIBUTE, and stops it, so nothing half-handles it. Inline, so it runs
 * before the first paint; the Content-Security-Policy allows it by its hash, and nothing else inline.
 * It also queues the start of the page's Intl data, in tasks of their own (intl-warm-up.ts).
 */
import { createHash } from 'node:crypto';
import { EARLY_CLICKS_GLOBAL, INTERACTIVE_ATTRIBUTE } from '#shared/domain/page-data';
import { INTL_WARM_UP } from './intl-warm-up';

export const EARLY_CLICKS_SCRIPT = [
  '(function(){var q=[];window.',
  EARLY_CLICKS_GLOBAL,
  '=q;document.addEventListener("click",function(e){var t=e.target;',
  'if(document.documentElement.hasAttribute("',
  INTERACTIVE_ATTRIBUTE,
  '")||!(t instanceof Element)||!t.closest("#root")||t.closest("a[href]"))return;',
  'e.preventDefault();e.stopImmediatePropagation();q.push(t)},true);',
  INTL_WARM_UP,
  '})();',
].join('');

/** The script's CSP source expression. */
export const EARLY_CLICKS_HASH = `'sha256-${createHash('sha256').update(EARLY_CLICKS_SCRIPT).digest('base64')}'`;

/** The script as the page's head carries it. */
export const EARLY_CLICKS_TAG = `<script>${EARLY_CLICKS_SCRIPT}</script>`;
