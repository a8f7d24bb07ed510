import { englishAnswer } from '#shared/i18n/english-answers';

/**
 * The review answers only the server gives (src/shared/locales/<lng>/answers.ts): kept out of the
 * rules every page imports, so no page carries their text.
 */

export const REVIEW_NOT_COMPLETED_MESSAGE = englishAnswer('answers:review.notCompleted');

/** A completed booking whose session was not held (domain/session-settlement: sessionWasHeld). */
export const REVIEW_SESSION_NOT_HELD_MESSAGE = englishAnswer('answers:review.sessionNotHeld');

export const REVIEW_EXISTS_MESSAGE = englishAnswer('answers:review.exists');

export const REVIEW_THANKS_MESSAGE = englishAnswer('answers:review.thanks');

export const REPLY_EXISTS_MESSAGE = englishAnswer('answers:review.replyExists');

export const REVIEW_NOT_FOUND_MESSAGE = englishAnswer('answers:review.notFound');

export const REPLY_THANKS_MESSAGE = englishAnswer('answers:review.replyThanks');
