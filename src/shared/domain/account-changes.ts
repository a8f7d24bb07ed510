import { z } from 'zod';
import { emailSchema, nameSchema } from './user';
import { english } from '#shared/i18n/english';

/**
 * The account changes: the profile (name and picture), the email change and deleting the account:
 * their rules and every message, for the settings page and the server alike.
 */

// Profile.
export const profileBodySchema = z
  .object({
    name: nameSchema,
    /** A profile picture the caller uploaded (/files/{key}), or null for none (the initial shows). */
    profilePicture: z.string().max(300).nullable(),
  })
  .strict();
export type ProfileBody = z.infer<typeof profileBodySchema>;
export const PICTURE_NOT_YOURS_MESSAGE = english('messages:account.pictureNotYours');

/**
 * A social-only account has no password to ask for: a sign-in this recent counts instead (the
 * session of the request must have started within it).
 */
export const FRESH_SIGN_IN_MINUTES = 5;
export const FRESH_SIGN_IN_MS = FRESH_SIGN_IN_MINUTES * 60 * 1000;

/** The current password: required for an account that has one, left out for a social-only account. */
const ENTER_CURRENT_PASSWORD_MESSAGE = english('messages:account.enterCurrentPassword');
const currentPasswordSchema = z
  .string({ error: ENTER_CURRENT_PASSWORD_MESSAGE })
  .min(1, ENTER_CURRENT_PASSWORD_MESSAGE)
  .max(128, ENTER_CURRENT_PASSWORD_MESSAGE)
  .optional();

// Email change.
export const EMAIL_CHANGE_TTL_HOURS = 24;
export const EMAIL_CHANGE_TTL_MS = EMAIL_CHANGE_TTL_HOURS * 3600 * 1000;
export const emailChangeBodySchema = z.object({ newEmail: emailSchema, currentPassword: currentPasswordSchema }).strict();
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;
const LINK_INCOMPLETE_MESSAGE = english('messages:account.linkIncomplete');
export const emailConfirmBodySchema = z
  .object({ token: z.string({ error: LINK_INCOMPLETE_MESSAGE }).trim().min(1, LINK_INCOMPLETE_MESSAGE).max(200, LINK_INCOMPLETE_MESSAGE) })
  .strict();
/** One answer whether or not the new address has an account (no account enumeration). */
export const emailChangeSentMessage = (email: string) =>
  english('messages:account.emailChangeSent', { email, hours: EMAIL_CHANGE_TTL_HOURS });
export const emailChangedMessage = (email: string) => english('messages:account.emailChanged', { email });

// Deleting the account.
export const DELETED_USER_NAME = 'Deleted user';
/** A deleted account's address: unique, never deliverable (.invalid is reserved), so the real one is free again. */
export const deletedAccountEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;
export const isDeletedAccountEmail = (email: string) => /@deleted\.invalid$/i.test(email);
export const deleteAccountBodySchema = z.object({ currentPassword: currentPasswordSchema }).strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** What keeps an account from being deleted, counted. */
export interface DeletionBlockers {
  requested: number;
  accepted: number;
  heldCredits: number;
  withdrawals: number;
}
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Each reason in its own sentence, in the order of the checks; empty when nothing stands in the way. */
export function deletionBlockerReasons(b: DeletionBlockers): string[] {
  const reasons: string[] = [];
  if (b.requested > 0)
    reasons.push(`You have ${plural(b.requested, 'booking request', 'booking requests')} waiting for an answer.`);
  if (b.accepted > 0)
    reasons.push(`You have ${plural(b.accepted, 'accepted booking', 'accepted bookings')} that ${b.accepted === 1 ? 'is' : 'are'} not finished.`);
  if (b.heldCredits > 0) reasons.push(`${plural(b.heldCredits, 'credit is', 'credits are')} held for your open bookings.`);
  if (b.withdrawals > 0)
    reasons.push(`${plural(b.withdrawals, 'withdrawal is', 'withdrawals are')} still on ${b.withdrawals === 1 ? 'its' : 'their'} way to you.`);
  return reasons;
}
export const deletionRefusedMessage = (reasons: string[]) =>
  `Your account cannot be deleted yet. ${reasons.join(' ')} Cancel or finish them first.`;
/** The 409's code: the first reason that applies. */
export function deletionRefusedCode(b: DeletionBlockers): string {
  if (b.requested > 0) return 'BOOKING_REQUESTED';
  if (b.accepted > 0) return 'BOOKING_ACCEPTED';
  if (b.heldCredits > 0) return 'CREDITS_HELD';
  return 'WITHDRAWAL_PENDING';
}
