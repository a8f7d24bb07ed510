import { englishAnswer } from '#shared/i18n/english-answers';

/**
 * The gig answers only the server gives (src/shared/locales/<lng>/answers.ts): kept out of the
 * rules every page imports, so no page carries their text.
 */

export const GIG_CREATED_MESSAGE = englishAnswer('answers:gig.created');

export const GIG_DELETED_MESSAGE = englishAnswer('answers:gig.deleted');

export const GIG_NOT_FOUND_MESSAGE = englishAnswer('answers:gig.notFound');
