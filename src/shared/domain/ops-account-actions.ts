import { z } from 'zod';
import { operatorReasonSchema } from './operator-roles';

/**
 * The account actions of the console's user page (English: the console is for the team): suspend,
 * lift a suspension, sign out every device, mark the email verified, start the deletion. Each takes
 * a reason (the audit trail keeps it); the suspension also an end and the bookings it keeps.
 */

/** At most this many active bookings kept through one suspension (an account has few at a time). */
export const SUSPEND_KEEP_MAX = 100;

export const OPS_ACCOUNT_FIELD_MESSAGES = {
  until: 'Give the end as a date and time such as 2026-03-01T10:00:00Z, or leave it empty for indefinitely.',
  untilPast: 'The end of a suspension must be in the future.',
  keep: `Keep at most ${SUSPEND_KEEP_MAX} bookings, each by its id.`,
  keepUnknown: (id: string) => `Booking ${id} is not an active booking of this account.`,
} as const;

const bookingIdSchema = z.string({ error: OPS_ACCOUNT_FIELD_MESSAGES.keep }).trim().min(1, { error: OPS_ACCOUNT_FIELD_MESSAGES.keep }).max(64, { error: OPS_ACCOUNT_FIELD_MESSAGES.keep });

export const suspendBodySchema = z.strictObject({
  reason: operatorReasonSchema,
  /** When the suspension lifts itself; null or absent: until an operator lifts it. */
  until: z.iso
    .datetime({ offset: true, error: OPS_ACCOUNT_FIELD_MESSAGES.until })
    .transform((t) => new Date(t).toISOString())
    .nullable()
    .optional(),
  /** The active bookings that go on (as buyer or expert); every other active booking is cancelled and refunded. */
  keepBookings: z.array(bookingIdSchema, { error: OPS_ACCOUNT_FIELD_MESSAGES.keep }).max(SUSPEND_KEEP_MAX, { error: OPS_ACCOUNT_FIELD_MESSAGES.keep }).optional(),
});
export type SuspendBody = z.output<typeof suspendBodySchema>;

/** Lifting a suspension, signing out every device, verifying the email, starting the deletion: a reason alone. */
export const accountActionBodySchema = z.strictObject({ reason: operatorReasonSchema });
export type AccountActionBody = z.output<typeof accountActionBodySchema>;

/** The audit trail's names of these actions. */
export const ACCOUNT_ACTIONS = {
  suspend: 'suspensions.suspend',
  lift: 'suspensions.lift',
  signOut: 'users.sign_out_everywhere',
  verifyEmail: 'users.verify_email',
  delete: 'users.delete',
} as const;

/** Why an action is refused (404, or 409: the account changed meanwhile, with what happened). */
export const OPS_ACCOUNT_MESSAGES = {
  notFound: 'No account has this id.',
  deleted: (at: string) => `This account was deleted on ${at}: nothing more can be done to it.`,
  alreadySuspended: (at: string, until: string | null) =>
    `This account was already suspended on ${at}, ${until === null ? 'indefinitely' : `until ${until}`}.`,
  notSuspended: 'This account is not suspended (its suspension was lifted or ended meanwhile).',
  alreadyVerified: 'This account\'s email is already verified.',
  ownAccount: 'Operators do not act on their own account here.',
} as const;

/** The reason the end-date job writes in the trail when a suspension lifts itself. */
export const SUSPENSION_ENDED_REASON = 'The suspension reached its end date.';

/** What the console says once an action is done. */
export const OPS_ACCOUNT_DONE = {
  suspend: (cancelled: number) => `The account is suspended; ${cancelled} active booking${cancelled === 1 ? ' was' : 's were'} cancelled and refunded.`,
  lift: 'The suspension is lifted.',
  signOut: (n: number) => `${n} session${n === 1 ? ' was' : 's were'} signed out.`,
  verifyEmail: 'The email is marked verified.',
  delete: 'The account is deleted.',
} as const;
