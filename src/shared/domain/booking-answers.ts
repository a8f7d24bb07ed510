import { englishAnswer } from '#shared/i18n/english-answers';

/**
 * The bookings' answers only the server gives (src/shared/locales/<lng>/answers.ts): kept out of the
 * rules every page imports (./booking-rules), so no page carries their text.
 */

/** Only a session with an accepted time has an event to add to a calendar. */
export const NOT_SCHEDULED_YET_MESSAGE = englishAnswer('answers:booking.notScheduledYet');
