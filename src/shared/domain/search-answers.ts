import { englishAnswer } from '#shared/i18n/english-answers';

/**
 * The search answers only the server gives (src/shared/locales/<lng>/answers.ts): kept out of the
 * rules every page imports, so no page carries their text.
 */

export const EXPERT_NOT_FOUND_MESSAGE = englishAnswer('answers:search.expertNotFound');

export const PUBLIC_GIG_NOT_FOUND_MESSAGE = englishAnswer('answers:gig.notFound');

export const DOMAIN_NOT_FOUND_MESSAGE = englishAnswer('answers:search.domainNotFound');
