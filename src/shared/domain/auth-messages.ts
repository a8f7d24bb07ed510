/**
 * Every text of sign-up, sign-in, verification, password reset and the session: the spec's error
 * catalogue (buyer spec section 8) for the client, and the server's answers. Quoted spec texts are
 * used exactly.
 * The texts themselves are in the message catalogue (src/shared/locales/en/messages.ts), so they are translated.
 */
import { english } from '#shared/i18n/english';

// Toasts (buyer spec section 8).
export const LOGIN_FAILED_TOAST = english('messages:auth.loginFailed');
export const LOGIN_SUCCESS_TOAST = english('messages:auth.loginSuccess');
export const SIGNUP_SUCCESS_TOAST = english('messages:auth.signupSuccess');
export const SIGNUP_FAILED_TOAST = english('messages:auth.signupFailed');
export const SIGNUP_EXCEPTION_TOAST = english('messages:auth.somethingWrong');
export const SESSION_EXPIRED_TITLE = english('messages:auth.sessionExpiredTitle');
export const SESSION_EXPIRED_TEXT = english('messages:auth.sessionExpiredText');

// Email verification page.
export const VERIFY_FAILED_HEADING = english('messages:auth.verifyFailedHeading');
export const VERIFY_FAILED_FALLBACK = english('messages:auth.verifyFailedFallback');
export const VERIFY_NETWORK_ERROR = english('messages:auth.somethingWrongStop');
export const RESEND_SUCCESS_TEXT = english('messages:auth.resendSuccess');
export const RESEND_FAILED_FALLBACK = english('messages:auth.resendFailedFallback');
export const RESEND_ERROR_TEXT = english('messages:auth.somethingWrongStop');
export const RESEND_MISSING_EMAIL = english('messages:auth.resendMissingEmail');

// Server answers.
/** One message for an unknown account and a wrong password alike (no account enumeration). */
export const INVALID_CREDENTIALS_MESSAGE = english('messages:code.INVALID_CREDENTIALS');
/**
 * An unverified account may sign in, but buying credits, booking, messaging and reviewing wait for
 * the address to be proven (answered 403 EMAIL_NOT_VERIFIED): whoever proves it later would
 * otherwise inherit them.
 */
export const VERIFY_EMAIL_FIRST_MESSAGE = english('messages:auth.verifyEmailFirst');
export const EMAIL_NOT_VERIFIED_CODE = 'EMAIL_NOT_VERIFIED';

/** Over a per-account limit; `minutes` is when the oldest counted attempt leaves the window. */
export const tooManyAttemptsMessage = (minutes: number) => english('messages:auth.tooManyAttempts', { count: minutes });

/**
 * A sign-in refused by the account's throttle (before the password is looked at: the same answer
 * whatever the password), with how long to wait: whole seconds under a minute, whole minutes
 * (rounded up) above. Clients the owner signed in from before are not throttled with it.
 */
export function loginThrottledMessage(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 60 ? english('messages:auth.throttledSeconds', { count: s }) : english('messages:auth.throttledMinutes', { count: Math.ceil(s / 60) });
}
