import common from '#locales/en/common';
import { englishText } from './english-text';

/**
 * What a page shows while its data loads or when loading failed, in English for the features not
 * yet on the catalogue; converted code asks for `common:loading`, `common:loadFailed`, `common:retry`.
 */
export const LOAD_TEXTS = {
  loading: englishText(common, 'common:loading'),
  loadFailed: englishText(common, 'common:loadFailed'),
  retry: englishText(common, 'common:retry'),
} as const;
