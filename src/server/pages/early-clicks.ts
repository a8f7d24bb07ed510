/**
 * The head script that keeps the clicks made on a server-drawn page before the client has taken it
 * over, for the client to replay (src/renderer/src/app/interactive.tsx). It keeps a
 * click on anything in #root but a link (a link works without script: the browser follows it) while
 * <html> has no INTERACTIVE_ATTRIBUTE, and stops it, so nothing half-handles it. Inline, so it runs
 * before the first paint; the Content-Security-Policy allows it by its hash, and nothing else inline.
 * It marks a browser that stores no session (SIGNED_OUT_ATTRIBUTE), whose header then offers Login
 * and Join before the client has checked.
 * On a page that runs its scripts at once it also queues the start of the page's Intl data, in tasks
 * of their own (intl-warm-up.ts); a page whose scripts wait for the visitor (late-scripts.ts) starts
 * that data when they are asked for, and not for a visitor who only reads.
 */
import { createHash } from 'node:crypto';
import { EARLY_CLICKS_GLOBAL, INTERACTIVE_ATTRIBUTE, SIGNED_OUT_ATTRIBUTE } from '#shared/domain/page-data';
import { INTL_WARM_UP } from './intl-warm-up';
import { STORES_SESSION } from './stored-session';

function earlyClicksScript(warmUp: boolean): string {
  return [
    '(function(){var q=[];window.',
    EARLY_CLICKS_GLOBAL,
    '=q;document.addEventListener("click",function(e){var t=e.target;',
    'if(document.documentElement.hasAttribute("',
    INTERACTIVE_ATTRIBUTE,
    '")||!(t instanceof Element)||!t.closest("#root")||t.closest("a[href]"))return;',
    'e.preventDefault();e.stopImmediatePropagation();q.push(t)},true);',
    // No stored session: the header's Login and Join show before the client has checked.
    'if(!',
    STORES_SESSION,
    ')document.documentElement.setAttribute("',
    SIGNED_OUT_ATTRIBUTE,
    '","");',
    warmUp ? INTL_WARM_UP : '',
    '})();',
  ].join('');
}

/** The script of a page that runs its scripts at once, with the Intl warm-up. */
export const EARLY_CLICKS_SCRIPT = earlyClicksScript(true);
/** The script of a page whose scripts wait (late-scripts.ts): its loader starts Intl's data. */
export const EARLY_CLICKS_SCRIPT_WITHOUT_WARM_UP = earlyClicksScript(false);

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The scripts' CSP source expressions. */
export const EARLY_CLICKS_HASHES = [hashOf(EARLY_CLICKS_SCRIPT), hashOf(EARLY_CLICKS_SCRIPT_WITHOUT_WARM_UP)];

/** The script as the page's head carries it: `late` for a page whose scripts wait for the visitor. */
export const earlyClicksTag = (late: boolean): string => `<script>${late ? EARLY_CLICKS_SCRIPT_WITHOUT_WARM_UP : EARLY_CLICKS_SCRIPT}</script>`;
