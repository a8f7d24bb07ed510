import { englishAnswer } from '#shared/i18n/english-answers';

/**
 * The account answers only the server gives (src/shared/locales/<lng>/answers.ts): kept out of the
 * rules every page imports, so no page carries their text.
 */

/** The account settings' texts and rules (sessions and the password change). */
export const CURRENT_PASSWORD_WRONG_MESSAGE = englishAnswer('answers:account.currentPasswordWrong');

export const PASSWORD_CHANGED_MESSAGE = englishAnswer('answers:account.passwordChanged');

export const SAME_PASSWORD_MESSAGE = englishAnswer('answers:account.samePassword');

export const SESSION_NOT_FOUND_MESSAGE = englishAnswer('answers:account.sessionNotFound');

export const SESSION_SIGNED_OUT_MESSAGE = englishAnswer('answers:account.sessionSignedOut');

export const OTHERS_SIGNED_OUT_MESSAGE = englishAnswer('answers:account.othersSignedOut');

export const SIGNED_OUT_MESSAGE = englishAnswer('answers:account.signedOut');

export const PASSWORD_SET_MESSAGE = englishAnswer('answers:account.passwordSet');

export const PASSWORD_ALREADY_SET_MESSAGE = englishAnswer('answers:account.passwordAlreadySet');
