import type catalog from './catalog';
import type common from './common';
import type home from './home';
import type reviews from './reviews';
import type search from './search';
import type shell from './shell';

/**
 * The English source catalogue, namespace by namespace (issue 17): its keys type every `t()` call
 * (i18n/types.d.ts) and scripts/check-i18n.ts holds the other languages to them. A feature's
 * namespace is one file beside these, added here and in i18n/namespaces.ts.
 */
export interface EnglishCatalogue {
  catalog: typeof catalog;
  common: typeof common;
  home: typeof home;
  reviews: typeof reviews;
  search: typeof search;
  shell: typeof shell;
}
