/**
 * A document's first Intl call starts the engine's internationalisation data: 15 to 60 ms on the
 * bench machine (Chromium, whatever the call), and every public page formats a price, a count or a
 * date when the client takes it over. Started by the head script, that cost is paid while the
 * scripts download rather than in a task of the client's start (whose loadIntlData then finds the
 * data ready). Numbers and dates each start their own data, so each is a task of its own: one
 * task of both was the longest of a gig page's load, and a long task holds up the visitor's input
 * whenever it runs, before the first paint as much as after (Lighthouse counts both). The locale is
 * the page's language as the client formats it.
 */
import { MESSAGE_LOCALES } from '#shared/i18n/message-format';

export const INTL_WARM_UP = [
  'try{var l=',
  JSON.stringify(MESSAGE_LOCALES),
  '[document.documentElement.lang]||"en";',
  'setTimeout(function(){try{new Intl.NumberFormat(l).format(0)}catch(e){}},0);',
  'setTimeout(function(){try{new Intl.DateTimeFormat(l,{dateStyle:"medium"}).format(0)}catch(e){}},0)}catch(e){}',
].join('');
