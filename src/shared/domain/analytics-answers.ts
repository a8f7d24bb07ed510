import { englishAnswer } from '#shared/i18n/english-answers';

/**
 * The analytics answers only the server gives (src/shared/locales/<lng>/answers.ts): kept out of the
 * rules every page imports, so no page carries their text.
 */

export const ANALYTICS_GIG_NOT_FOUND_MESSAGE = englishAnswer('answers:analytics.gigNotFound');
export const ANALYTICS_PRO_ONLY_MESSAGE = englishAnswer('answers:analytics.proOnly');
