import { englishAnswer } from '#shared/i18n/english-answers';
import { FRESH_SIGN_IN_MINUTES } from './account-changes';

/**
 * The account-changes answers only the server gives (src/shared/locales/<lng>/answers.ts): kept out of the
 * rules every page imports, so no page carries their text.
 */

export const PROFILE_SAVED_MESSAGE = englishAnswer('answers:account.profileSaved');

export const FRESH_SIGN_IN_NEEDED_MESSAGE = englishAnswer('answers:account.freshSignInNeeded', { minutes: FRESH_SIGN_IN_MINUTES });

export const SAME_EMAIL_MESSAGE = englishAnswer('answers:account.sameEmail');

export const EMAIL_CHANGE_INVALID_MESSAGE = englishAnswer('answers:account.emailChangeInvalid');

export const EMAIL_CHANGE_TAKEN_MESSAGE = englishAnswer('answers:account.emailChangeTaken');

export const ACCOUNT_DELETED_MESSAGE = englishAnswer('answers:account.deleted');
