import type { EnglishCatalogue } from '../locales/en';

/** `t()` accepts only keys of the English source catalogue (typed per namespace). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishCatalogue;
    keySeparator: false;
    nsSeparator: ':';
  }
}
