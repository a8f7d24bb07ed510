import { englishAnswer } from '#shared/i18n/english-answers';

/**
 * The social answers only the server gives (src/shared/locales/<lng>/answers.ts): kept out of the
 * rules every page imports, so no page carries their text.
 */

export const SOCIAL_TOKEN_INVALID_MESSAGE = englishAnswer('answers:social.tokenInvalid');

export const LAST_SIGN_IN_METHOD_MESSAGE = englishAnswer('answers:social.lastSignInMethod');

export const HANDOFF_USED_MESSAGE = englishAnswer('answers:social.handoffUsed');

export const HANDOFF_POSTED_MESSAGE = englishAnswer('answers:social.handoffPosted');
