/**
 * A JavaScript expression, for the pages' inline scripts, that is true when this browser may hold a
 * session: the cookie the browser build keeps beside it, or its token itself (a cookie can be gone
 * where the token stays: cleared alone, or capped in its lifetime by the browser), or the desktop
 * app's bridge, whose session lives in the system's keychain, out of the page's sight.
 */
import { DESKTOP_BRIDGE_GLOBAL } from '#shared/contract/bridge-global';
import { SESSION_TOKEN_STORAGE_KEY, SIGNED_IN_COOKIE } from '#shared/domain/page-data';

export const STORES_SESSION = [
  '(/(^|;\\s*)',
  SIGNED_IN_COOKIE,
  '=1(;|$)/.test(document.cookie)||!!window.',
  DESKTOP_BRIDGE_GLOBAL,
  '||function(){try{return!!localStorage.getItem(',
  JSON.stringify(SESSION_TOKEN_STORAGE_KEY),
  ')}catch(e){return false}}())',
].join('');
