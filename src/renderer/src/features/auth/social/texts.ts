import type { FullKey } from '#i18n/namespaces';
import english from '#locales/en/auth';
import { englishText as fromCatalogue } from '#ui/english-text';

/** The catalogue key of a failed provider popup. */
export const popupProblemKey = (reason: 'closed' | 'blocked' | 'failed'): FullKey<'auth'> =>
  reason === 'closed' ? 'auth:social.popupClosed' : reason === 'blocked' ? 'auth:social.popupBlocked' : 'auth:social.failed';

type AuthKey = `auth:${keyof typeof english}`;
const englishText = (key: AuthKey, values?: Record<string, string>) => fromCatalogue(english, key, values);

/**
 * The social sign-in's texts in English for the account settings page, which is not on the
 * catalogue yet: read from the English catalogue, so each text lives in one place.
 */
export const SOCIAL_TEXTS = {
  linkedAccounts: englishText('auth:social.linkedAccounts'),
  linkedIntro: englishText('auth:social.linkedIntro'),
  password: englishText('auth:field.password'),
  passwordSet: englishText('auth:social.passwordSet'),
  passwordNotSet: englishText('auth:social.passwordNotSet'),
  link: (provider: string) => englishText('auth:social.link', { provider }),
  unlink: (provider: string) => englishText('auth:social.unlink', { provider }),
  linkedAs: (email: string | null) => (email ? englishText('auth:social.linkedAs', { email }) : englishText('auth:social.linked')),
  notLinked: englishText('auth:social.notLinked'),
  linkInApp: englishText('auth:social.linkInApp'),
  loadFailed: englishText('auth:social.loadFailed'),
} as const;

/** The English text of a failed provider popup (the account settings page). */
export const popupProblem = (reason: 'closed' | 'blocked' | 'failed'): string => englishText(popupProblemKey(reason));
