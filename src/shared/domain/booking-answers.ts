import { englishAnswer } from '#shared/i18n/english-answers';

/**
 * The bookings' answers only the server gives (src/shared/locales/<lng>/answers.ts): kept out of the
 * rules every page imports (./booking-rules), so no page carries their text.
 */

/** Only a session with an accepted time has an event to add to a calendar. */
export const NOT_SCHEDULED_YET_MESSAGE = englishAnswer('answers:booking.notScheduledYet');

export const GIG_NOT_BOOKABLE_MESSAGE = englishAnswer('answers:booking.gigNotBookable');

export const PICK_PROPOSED_TIME_MESSAGE = englishAnswer('answers:booking.pickProposedTime');

export const TOO_EARLY_TO_COMPLETE_MESSAGE = englishAnswer('answers:booking.tooEarlyToComplete');

export const ONLY_EXPERT_MESSAGE = englishAnswer('answers:booking.onlyExpert');

export const ONLY_BUYER_MESSAGE = englishAnswer('answers:booking.onlyBuyer');

/** The expert asks to complete a session: only the buyer confirms early; attendance decides otherwise. */
export const ONLY_BUYER_CONFIRMS_MESSAGE = englishAnswer('answers:booking.onlyBuyerConfirms');

/** The buyer confirms before both were ever in the room together. */
export const NOT_TOGETHER_YET_MESSAGE = englishAnswer('answers:booking.notTogetherYet');

/** The expert asks to cancel an accepted session: only its buyer may. */
export const ONLY_BUYER_CANCELS_MESSAGE = englishAnswer('answers:booking.onlyBuyerCancels');

/** A cancellation asked once the session started: settlement (and disputes) decide from then on. */
export const SESSION_STARTED_MESSAGE = englishAnswer('answers:booking.sessionStarted');

/** The late-cancellation fee is now more than the buyer was shown (the 24-hour mark passed, or Pro ended). */
export const CANCELLATION_FEE_CHANGED_MESSAGE = englishAnswer('answers:booking.cancellationFeeChanged');
