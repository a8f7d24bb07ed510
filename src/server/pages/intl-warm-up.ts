/**
 * A document's first Intl call starts the engine's internationalisation data: 15 to 60 ms in one
 * task on the bench machine (Chromium, whatever the call), and every public page formats a price,
 * a count or a date when the client takes it over. Made in the head script instead, before the
 * first paint, that cost no longer falls in a task that holds up the visitor's input once the
 * page is on screen (the client's loadIntlData then finds the data ready). The locale is the page's
 * language as the client formats it.
 */
import { MESSAGE_LOCALES } from '#shared/i18n/message-format';

export const INTL_WARM_UP = [
  'try{var l=',
  JSON.stringify(MESSAGE_LOCALES),
  '[document.documentElement.lang]||"en";',
  'new Intl.NumberFormat(l).format(0);new Intl.DateTimeFormat(l,{dateStyle:"medium"}).format(0)}catch(e){}',
].join('');
