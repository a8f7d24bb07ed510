import { z } from 'zod';
import { english } from '#shared/i18n/english';

/** Google, Apple and Facebook sign-in through Firebase Authentication; their rules and messages. */
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
const SIGN_IN_AGAIN_MESSAGE = english('messages:social.signInAgain');
export const idTokenSchema = z
  .string({ error: SIGN_IN_AGAIN_MESSAGE })
  .min(1, SIGN_IN_AGAIN_MESSAGE)
  .max(ID_TOKEN_MAX_LENGTH, SIGN_IN_AGAIN_MESSAGE);

export const SOCIAL_EMAIL_MISSING_MESSAGE = (provider: SocialProvider) =>
  english('messages:social.emailMissing', { provider: PROVIDER_NAMES[provider] });
/** An existing account is never taken over through an address the provider has not verified. */
export const SOCIAL_EMAIL_UNVERIFIED_MESSAGE = (provider: SocialProvider) =>
  english('messages:social.emailUnverified', { provider: PROVIDER_NAMES[provider] });
export const IDENTITY_TAKEN_MESSAGE = (provider: SocialProvider) =>
  english('messages:social.identityTaken', { provider: PROVIDER_NAMES[provider] });
export const PROVIDER_ALREADY_LINKED_MESSAGE = (provider: SocialProvider) =>
  english('messages:social.providerAlreadyLinked', { provider: PROVIDER_NAMES[provider] });
export const PROVIDER_LINKED_MESSAGE = (provider: SocialProvider) =>
  english('messages:social.providerLinked', { provider: PROVIDER_NAMES[provider] });
export const PROVIDER_UNLINKED_MESSAGE = (provider: SocialProvider) =>
  english('messages:social.providerUnlinked', { provider: PROVIDER_NAMES[provider] });
export const PROVIDER_NOT_LINKED_MESSAGE = (provider: SocialProvider) =>
  english('messages:social.providerNotLinked', { provider: PROVIDER_NAMES[provider] });

export const HANDOFF_GONE_MESSAGE = english('messages:social.handoffGone');
/** How long the desktop app waits for its sign-in in the system browser. */
export const SOCIAL_HANDOFF_SECONDS = 600;
