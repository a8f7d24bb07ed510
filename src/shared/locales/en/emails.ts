/**
 * The English source of the account emails (issue 17): the server writes each in the account's
 * language (`users.language`, English until one is chosen) through src/server/modules/users/mails.ts.
 */
export default {
  'greeting': 'Hi {{name}},',
  'signature': 'The Qurious team',
  'pasteLink': 'Or paste this address into your browser: {{link}}',
  'verify.subject': 'Verify your email for Qurious',
  'verify.body': 'Welcome to Qurious! Please confirm your email address with the link below. It works for 24 hours.',
  'verify.ignore': 'If you did not sign up for Qurious, you can ignore this email.',
  'verify.action': 'Verify email',
  'reset.subject': 'Reset your Qurious password',
  'reset.body': 'Someone asked to reset the password of your Qurious account. The link below works for 1 hour.',
  'reset.ignore': 'If it was not you, ignore this email: your password stays as it is.',
  'reset.action': 'Reset password',
  'notice.signInAction': 'Sign in now (works once, for 30 minutes)',
  'notice.resetAction': 'Reset your password (works for 1 hour)',
  'alert.subject': 'Several failed sign-ins to your Qurious account',
  'alert.body1': 'Someone tried to sign in to your Qurious account several times with a wrong password. To protect it, sign-ins from browsers and apps you have never used with Qurious now have to wait a little between attempts. The devices you signed in from before are not slowed down.',
  'alert.body2': 'If it was you, you can sign in at once with the first link below. If you forgot your password, set a new one with the second link: it also lifts the wait.',
  'alert.after': 'If it was not you, your account is safe as long as nobody knows your password. Choose a new one with the reset link if you are unsure.',
  'taken.subject': 'Someone tried to sign up with your email address',
  'taken.body1': 'Someone tried to create a new Qurious account with your email address. You already have an account, so no new account was made and nothing changed.',
  'taken.body2': 'If it was you, sign in with the first link below, or set a new password with the second one if you forgot it.',
  'taken.after': 'If it was not you, you can ignore this email.',
} as const;
