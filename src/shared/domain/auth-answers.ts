import { englishAnswer } from '#shared/i18n/english-answers';

/**
 * The sign-in answers only the server gives (src/shared/locales/<lng>/answers.ts): kept out of the
 * rules every page imports, so no page carries their text.
 */

/**
 * Sign-up's one answer, for a new address and for one that already has an account alike (no
 * account enumeration): the new user gets the verification link, the owner of a taken address a
 * notice with a sign-in link and a reset link.
 */
export const SIGNUP_ACCEPTED_MESSAGE = englishAnswer('answers:auth.signupAccepted');

export const EMAIL_VERIFIED_MESSAGE = englishAnswer('answers:auth.emailVerified');

export const VERIFY_TOKEN_INVALID_MESSAGE = englishAnswer('answers:auth.verifyTokenInvalid');

/** The same answer whether or not the address has an account. */
export const RESEND_ACCEPTED_MESSAGE = englishAnswer('answers:auth.resendAccepted');

export const FORGOT_ACCEPTED_MESSAGE = englishAnswer('answers:auth.forgotAccepted');

export const RESET_TOKEN_INVALID_MESSAGE = englishAnswer('answers:auth.resetTokenInvalid');

export const PASSWORD_RESET_MESSAGE = englishAnswer('answers:auth.passwordReset');

export const SIGN_IN_LINK_INVALID_MESSAGE = englishAnswer('answers:auth.signInLinkInvalid');

export const USER_GONE_MESSAGE = englishAnswer('answers:auth.userGone');
