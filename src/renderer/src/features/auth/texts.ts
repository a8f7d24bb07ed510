/** The texts of the authentication modal and pages that the spec does not quote (its toasts are in shared/domain/auth-messages). */
export const WELCOME_LINE = 'Success starts here';
export const WELCOME_CHECKS = ['Over 700 categories', 'Quality work done faster', 'Access to talent and businesses across the globe'] as const;

export const LOGIN_TITLE = 'Sign in to your account';
export const SIGNUP_TITLE = 'Create a new account';
export const LOGIN_FORM_TITLE = 'Continue with your email or username';
export const SIGNUP_FORM_TITLE = 'Continue with your email';
export const FORGOT_TITLE = 'Reset your password';
export const FORGOT_INTRO = 'Enter the email of your account and we will send you a link to set a new password.';

export const CONTINUE_WITH_GOOGLE = 'Continue with Google';
export const CONTINUE_WITH_EMAIL_OR_USERNAME = 'Continue with email/username';
export const CONTINUE_WITH_EMAIL = 'Continue with email';
export const APPLE = 'Apple';
export const FACEBOOK = 'Facebook';

export const NO_ACCOUNT = "Don't have an account?";
export const JOIN_HERE = 'Join here';
export const HAVE_ACCOUNT = 'Already have an account?';
export const SIGN_IN = 'Sign in';
export const FORGOT_PASSWORD = 'Forgot Password?';
export const BACK = 'Back';
export const CONTINUE = 'Continue';
export const VERIFY_EMAIL = 'Verify Email';
export const SEND_RESET_LINK = 'Send reset link';
export const BACK_TO_SIGN_IN = 'Back to sign in';

export const verificationSentTo = (email: string) => `Verification link sent to ${email}`;
export const BACK_TO_LOGIN = 'Back to login?';

export const FOOTER_TEXT_BEFORE = 'By joining, you agree to the Qurious ';
export const TERMS = 'Terms of Service';
export const FOOTER_TEXT_MIDDLE = ' and to occasionally receive emails from us. Please read our ';
export const PRIVACY = 'Privacy Policy';
export const FOOTER_TEXT_AFTER = ' to learn how we use your personal data.';

export const SHOW_PASSWORD = 'Show password';
export const HIDE_PASSWORD = 'Hide password';
export const PASSWORD_CHECKLIST_LABEL = 'Password requirements';

// Email verification page.
export const VERIFYING_HEADING = 'Verifying your email...';
export const VERIFIED_HEADING = 'Email verified!';
export const VERIFIED_REDIRECT = 'Taking you to sign in...';
/** Issue 14: the visitor who verifies while signed in (sign-up signs in) is not sent to sign in again. */
export const VERIFIED_SIGNED_IN = 'You are signed in. Taking you home...';
export const RESEND_BUTTON = 'Resend verification link';
export const RESEND_SENDING = 'Sending...';

// Reset password page.
export const RESET_HEADING = 'Set a new password';
export const RESET_BUTTON = 'Reset password';
export const RESET_NEW_LINK = 'Request a new link';
export const RESET_MISSING_TOKEN = 'This page needs the link from your password reset email.';

// One-time sign-in link page (the link of the notice mails).
export const SIGN_IN_LINK_PENDING = 'Signing you in...';
export const SIGN_IN_LINK_FAILED_HEADING = 'This sign-in link cannot be used';
export const SIGN_IN_LINK_MISSING = 'This page needs the sign-in link from your email.';
export const SIGN_IN_WITH_PASSWORD = 'Sign in with your password';
export const RESET_YOUR_PASSWORD = 'Reset your password';
