import { z } from 'zod';

/** Issue 19: Google, Apple and Facebook sign-in through Firebase Authentication; their rules and messages. */
export const SOCIAL_PROVIDERS = ['google.com', 'apple.com', 'facebook.com'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

export const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  'google.com': 'Google',
  'apple.com': 'Apple',
  'facebook.com': 'Facebook',
};

export const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** A Firebase ID token: a JWT, well under this length. */
export const ID_TOKEN_MAX_LENGTH = 8192;
export const idTokenSchema = z
  .string({ error: 'Sign in again' })
  .min(1, 'Sign in again')
  .max(ID_TOKEN_MAX_LENGTH, 'Sign in again');

export const SOCIAL_TOKEN_INVALID_MESSAGE = 'We could not confirm that sign-in. Please try again.';
export const SOCIAL_EMAIL_MISSING_MESSAGE = (provider: SocialProvider) =>
  `Your ${PROVIDER_NAMES[provider]} account did not share an email address with us. Allow it, or continue with email.`;
/** An existing account is never taken over through an address the provider has not verified. */
export const SOCIAL_EMAIL_UNVERIFIED_MESSAGE = (provider: SocialProvider) =>
  `An account with this email already exists, and ${PROVIDER_NAMES[provider]} has not verified the address. Sign in with your password, then link ${PROVIDER_NAMES[provider]} in Settings.`;
export const IDENTITY_TAKEN_MESSAGE = (provider: SocialProvider) =>
  `This ${PROVIDER_NAMES[provider]} account is already linked to another Qurious account.`;
export const PROVIDER_ALREADY_LINKED_MESSAGE = (provider: SocialProvider) =>
  `A ${PROVIDER_NAMES[provider]} account is already linked. Unlink it first.`;
export const PROVIDER_LINKED_MESSAGE = (provider: SocialProvider) =>
  `${PROVIDER_NAMES[provider]} is linked. You can sign in with it.`;
export const PROVIDER_UNLINKED_MESSAGE = (provider: SocialProvider) =>
  `${PROVIDER_NAMES[provider]} is unlinked.`;
export const PROVIDER_NOT_LINKED_MESSAGE = (provider: SocialProvider) =>
  `${PROVIDER_NAMES[provider]} is not linked to your account.`;
export const LAST_SIGN_IN_METHOD_MESSAGE =
  'This is your only way to sign in. Set a password or link another account before you unlink it.';

export const HANDOFF_GONE_MESSAGE = 'This sign-in has ended. Start again from the app.';
export const HANDOFF_USED_MESSAGE = 'This sign-in was already completed.';
export const HANDOFF_POSTED_MESSAGE = 'You are signed in. Go back to the Qurious app.';
/** How long the desktop app waits for its sign-in in the system browser. */
export const SOCIAL_HANDOFF_SECONDS = 600;
