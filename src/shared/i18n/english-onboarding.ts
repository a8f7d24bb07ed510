import englishOnboarding from '#shared/locales/en/onboarding';
import { bareKey, formatMessage, type MessageValues } from './message-format';

/** An onboarding message's full key as code writes it (`onboarding:usernameTaken`). */
export type OnboardingKey = `onboarding:${keyof typeof englishOnboarding}`;

/**
 * An expert onboarding message in English, the source language, from its catalogue
 * (src/shared/locales/en/onboarding.ts): how the onboarding's rules and the server write them. A file
 * apart from ./english so only the chunks of the onboarding's pages carry that catalogue.
 */
export function englishOnboardingText(key: OnboardingKey, values: MessageValues = {}): string {
  const text = formatMessage(englishOnboarding, bareKey(key), values, 'en');
  if (text === undefined) throw new Error(`No English message ${key}.`);
  return text;
}
