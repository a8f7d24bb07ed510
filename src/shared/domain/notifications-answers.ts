import { englishAnswer } from '#shared/i18n/english-answers';

/**
 * The notifications answers only the server gives (src/shared/locales/<lng>/answers.ts): kept out of the
 * rules every page imports, so no page carries their text.
 */

export const NOTIFICATION_NOT_FOUND_MESSAGE = englishAnswer('answers:notifications.notFound');
