import { englishAnswer } from '#shared/i18n/english-answers';

/**
 * A suspended account's refusal (a sign-in, and a booking or a withdrawal with a session started as
 * it was suspended): an answer only the server gives (src/shared/locales/<lng>/answers.ts), so no
 * page carries its text. The console's side (the forms and their refusals) is in ./ops-account-actions.
 */
export const ACCOUNT_SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';

/** A suspension's end as the refusal writes it: the day and the minute, in UTC. */
export const suspensionEndText = (until: string): string => `${new Date(until).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The refusal, naming the end when there is one. */
export const accountSuspendedMessage = (until: string | null): string =>
  until === null ? englishAnswer('answers:suspension.signIn') : englishAnswer('answers:suspension.signInUntil', { until: suspensionEndText(until) });
