/**
 * The English source of the messages that are not component literals (issue 17): the spec's
 * toasts and error texts, the rule messages of src/shared/domain and the server's answers. The
 * domain's constants are made from these texts (src/shared/i18n/english.ts), so a text lives here
 * once; the client finds a text's key again by its English wording (src/shared/i18n/message-lookup.ts).
 * `code.<CODE>` keys are the server's answers looked up by their stable code.
 */
export default {
  // Toasts (buyer spec section 8).
  'auth.loginFailed': 'Login Failed',
  'auth.loginSuccess': 'Login Successful',
  'auth.signupSuccess': 'Check your inbox to verify your email',
  'auth.signupFailed': 'Signup Failed',
  'auth.somethingWrong': 'Something went wrong!',
  'auth.sessionExpiredTitle': 'Session expired',
  'auth.sessionExpiredText': 'You have been logged out.',
  // Email verification page.
  'auth.verifyFailedHeading': 'Invalid or expired verification token.',
  'auth.verifyFailedFallback': 'Verification failed. Token may have expired.',
  'auth.somethingWrongStop': 'Something went wrong.',
  'auth.resendSuccess': 'Verification email sent successfully.',
  'auth.resendFailedFallback': 'Failed to resend verification link.',
  'auth.resendMissingEmail': 'Missing email in URL.',
  // The server's answers.
  'code.INVALID_CREDENTIALS': 'Invalid email/username or password.',
  'auth.signupAccepted': 'Check your email to continue.',
  'auth.emailVerified': 'Your email has been verified.',
  'auth.verifyTokenInvalid': 'This verification link is invalid or has expired.',
  'auth.resendAccepted': 'If this email belongs to an account that still needs verifying, a new verification link is on its way.',
  'auth.forgotAccepted': 'If an account exists for this email, a link to reset its password is on its way. It works for 1 hour.',
  'auth.resetTokenInvalid': 'This password reset link is invalid or has expired. Please request a new one.',
  'auth.passwordReset': 'Your password has been reset. Please sign in with your new password.',
  'auth.signInLinkInvalid': 'This sign-in link is invalid, has expired or was already used. Please sign in with your password or request a new password.',
  'auth.userGone': 'Your account could not be found. Please sign in again.',
  'auth.tooManyAttempts_one': 'Too many attempts for this account. Please try again in {{count}} minute.',
  'auth.tooManyAttempts_other': 'Too many attempts for this account. Please try again in {{count}} minutes.',
  'auth.throttledSeconds_one': 'Too many sign-in attempts for this account. Please try again in {{count}} second, or reset your password.',
  'auth.throttledSeconds_other': 'Too many sign-in attempts for this account. Please try again in {{count}} seconds, or reset your password.',
  'auth.throttledMinutes_one': 'Too many sign-in attempts for this account. Please try again in {{count}} minute, or reset your password.',
  'auth.throttledMinutes_other': 'Too many sign-in attempts for this account. Please try again in {{count}} minutes, or reset your password.',
  // Account rules (buyer spec section 5).
  'user.invalidEmail': 'Invalid email',
  'user.rule.upper': 'At least 1 uppercase letter',
  'user.rule.lower': 'At least 1 lowercase letter',
  'user.rule.number': 'At least 1 number',
  'user.rule.special': 'At least 1 special character (! @ # $ % ^ & * ( ) { } < > | : ?)',
  'user.rule.length': 'At least {{min}} characters',
  'user.needs.upper': 'Password needs: at least 1 uppercase letter',
  'user.needs.lower': 'Password needs: at least 1 lowercase letter',
  'user.needs.number': 'Password needs: at least 1 number',
  'user.needs.special': 'Password needs: at least 1 special character (! @ # $ % ^ & * ( ) { } < > | : ?)',
  'user.needs.length': 'Password needs: at least {{min}} characters',
  'user.passwordTooLong': 'Password must be at most {{max}} characters',
  'user.nameRequired': 'Name is required',
  'user.nameTooLong': 'Name must be at most {{max}} characters',
  'user.enterIdentifier': 'Enter your email or username',
  'user.enterPassword': 'Enter your password',
  'user.verifyLinkIncomplete': 'This verification link is incomplete.',
  'user.resetLinkIncomplete': 'This reset link is incomplete.',
  'user.signInLinkIncomplete': 'This sign-in link is incomplete.',
  // The server's general answers, by code.
  'code.UNAUTHORIZED': 'Please sign in to continue.',
  'code.FORBIDDEN': 'You are not allowed to do that.',
  'code.NOT_FOUND': 'Not found.',
  'code.INTERNAL': 'Something went wrong on our side. Please try again.',
  'code.VALIDATION': 'Some fields need your attention.',
  'code.HTTP': 'HTTP error! status: {{status}}',
} as const;
