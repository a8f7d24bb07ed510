/** The social sign-in's texts (issue 19); the server's messages come from #shared/domain/social. */
export const SOCIAL_TEXTS = {
  popupClosed: 'The sign-in window was closed before you finished.',
  popupBlocked: 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  failed: 'That sign-in did not work. Please try again.',
  waiting: 'Finish signing in in your browser. This window will continue by itself.',
  openBrowser: 'Opening your browser…',
  cancel: 'Cancel',
  pageTitle: 'Sign in to the Qurious app',
  pageIntro: 'Choose how to sign in. You will then go back to the app.',
  continueWith: (name: string) => `Continue with ${name}`,
  linkedAccounts: 'Sign-in methods',
  linkedIntro: 'Accounts you can sign in with, besides your email.',
  password: 'Password',
  passwordSet: 'Set',
  passwordNotSet: 'Not set',
  link: (name: string) => `Link ${name}`,
  unlink: (name: string) => `Unlink ${name}`,
  linkedAs: (email: string | null) => (email ? `Linked as ${email}` : 'Linked'),
  notLinked: 'Not linked',
  linkInApp: 'Linking an account opens in the browser build of Qurious.',
  loadFailed: 'Your sign-in methods could not be loaded.',
} as const;

export const popupProblem = (reason: 'closed' | 'blocked' | 'failed'): string =>
  reason === 'closed'
    ? SOCIAL_TEXTS.popupClosed
    : reason === 'blocked'
      ? SOCIAL_TEXTS.popupBlocked
      : SOCIAL_TEXTS.failed;
