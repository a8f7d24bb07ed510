import { english } from '#shared/i18n/english';

/**
 * What a suspended account is told (in its own language, through the message catalogue): it cannot
 * sign in, book or withdraw while an operator's suspension lasts. The console's side (the forms and
 * their refusals) is in ./ops-account-actions.
 */
export const ACCOUNT_SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';

/** A suspension's end as the message writes it: the day and the minute, in UTC. */
export const suspensionEndText = (until: string): string => `${new Date(until).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The sign-in refusal (every way in: password, link, social, phone), with the end when there is one. */
export const accountSuspendedMessage = (until: string | null): string =>
  until === null ? english('messages:suspension.signIn') : english('messages:suspension.signInUntil', { until: suspensionEndText(until) });

/** A booking refused while the account is suspended. */
export const SUSPENDED_BOOKING_MESSAGE = english('messages:suspension.booking');

/** A withdrawal refused while the account is suspended. */
export const SUSPENDED_WITHDRAWAL_MESSAGE = english('messages:suspension.withdrawal');
