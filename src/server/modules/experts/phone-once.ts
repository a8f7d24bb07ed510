import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { VerifiedPhone } from '../../services/phone';

/**
 * A phone sign-in proves a number for one expert profile, once. Its tokens are accepted for up to
 * an hour after the sign-in (a token refreshed later is refused, so a sign-in cannot be kept alive),
 * and a token lives an hour: after two hours nothing of the sign-in can verify, and its record goes.
 */
export const PHONE_SIGN_IN_FRESH_SECONDS = 3600;
const TOKEN_LIFETIME_SECONDS = 3600;

/** The key every token of one sign-in shares: its Firebase user and the sign-in's time. */
export const phoneSignInKey = (phone: VerifiedPhone): string => `${phone.firebaseUid}:${phone.signedInAt}`;

/** Whether the token was issued within the hour after its sign-in. */
export const isFreshPhoneSignIn = (phone: VerifiedPhone): boolean => phone.issuedAt - phone.signedInAt <= PHONE_SIGN_IN_FRESH_SECONDS;

/** Until when a used sign-in is kept: no token of it verifies after. */
export const phoneSignInExpiry = (phone: VerifiedPhone): string =>
  new Date((phone.signedInAt + PHONE_SIGN_IN_FRESH_SECONDS + TOKEN_LIFETIME_SECONDS) * 1000).toISOString();

/** Whether the sign-in was already used for a profile. */
export async function isPhoneSignInUsed(db: Kysely<Database>, phone: VerifiedPhone): Promise<boolean> {
  const row = await db.selectFrom('phone_sign_ins').select('sign_in').where('sign_in', '=', phoneSignInKey(phone)).executeTakeFirst();
  return row !== undefined;
}

/** Whether the number is on the expert profile of another user than `userId`. */
export async function isPhoneOnAnotherProfile(db: Kysely<Database>, phoneNumber: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('expert_profiles')
    .select('id')
    .where('phone_number', '=', phoneNumber)
    .where('user_id', '<>', userId)
    .executeTakeFirst();
  return row !== undefined;
}
