/**
 * Every text of sign-up, sign-in, verification, password reset and the session: the spec's error
 * catalogue (buyer spec section 8) for the client, and the server's answers. Quoted spec texts are
 * used exactly.
 */

// Toasts (buyer spec section 8).
export const LOGIN_FAILED_TOAST = 'Login Failed';
export const LOGIN_SUCCESS_TOAST = 'Login Successful';
export const SIGNUP_SUCCESS_TOAST = 'Check your inbox to verify your email';
export const SIGNUP_FAILED_TOAST = 'Signup Failed';
export const SIGNUP_EXCEPTION_TOAST = 'Something went wrong!';
export const SESSION_EXPIRED_TITLE = 'Session expired';
export const SESSION_EXPIRED_TEXT = 'You have been logged out.';

// Email verification page.
export const VERIFY_FAILED_HEADING = 'Invalid or expired verification token.';
export const VERIFY_FAILED_FALLBACK = 'Verification failed. Token may have expired.';
export const VERIFY_NETWORK_ERROR = 'Something went wrong.';
export const RESEND_SUCCESS_TEXT = 'Verification email sent successfully.';
export const RESEND_FAILED_FALLBACK = 'Failed to resend verification link.';
export const RESEND_ERROR_TEXT = 'Something went wrong.';
export const RESEND_MISSING_EMAIL = 'Missing email in URL.';

// Server answers.
/** One message for an unknown account and a wrong password alike (no account enumeration). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email/username or password.';
/**
 * Sign-up's one answer, for a new address and for one that already has an account alike (no
 * account enumeration): the new user gets the verification link, the owner of a taken address a
 * notice with a sign-in link and a reset link.
 */
export const SIGNUP_ACCEPTED_MESSAGE = 'Check your email to continue.';
export const EMAIL_VERIFIED_MESSAGE = 'Your email has been verified.';
export const VERIFY_TOKEN_INVALID_MESSAGE = 'This verification link is invalid or has expired.';
/** The same answer whether or not the address has an account. */
export const RESEND_ACCEPTED_MESSAGE =
  'If this email belongs to an account that still needs verifying, a new verification link is on its way.';
export const FORGOT_ACCEPTED_MESSAGE =
  'If an account exists for this email, a link to reset its password is on its way. It works for 1 hour.';
export const RESET_TOKEN_INVALID_MESSAGE = 'This password reset link is invalid or has expired. Please request a new one.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. Please sign in with your new password.';
export const SIGN_IN_LINK_INVALID_MESSAGE =
  'This sign-in link is invalid, has expired or was already used. Please sign in with your password or request a new password.';
export const USER_GONE_MESSAGE = 'Your account could not be found. Please sign in again.';

/** Over a per-account limit; `minutes` is when the oldest counted attempt leaves the window. */
export const tooManyAttemptsMessage = (minutes: number) =>
  `Too many attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** How long to wait, in whole seconds under a minute and whole minutes (rounded up) above. */
function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 60 ? plural(s, 'second') : plural(Math.ceil(s / 60), 'minute');
}

/**
 * A sign-in refused by the account's throttle (before the password is looked at: the same answer
 * whatever the password). Clients the owner signed in from before are not throttled with it.
 */
export const loginThrottledMessage = (seconds: number) =>
  `Too many sign-in attempts for this account. Please try again in ${waitText(seconds)}, or reset your password.`;

