import { englishAnswer } from '#shared/i18n/english-answers';

/**
 * The payouts answers only the server gives (src/shared/locales/<lng>/answers.ts): kept out of the
 * rules every page imports, so no page carries their text.
 */

export const NO_PAYOUT_ACCOUNT_MESSAGE = englishAnswer('answers:payouts.noAccount');
