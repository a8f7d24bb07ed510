import type { Kysely } from 'kysely';
import type { MobileNumber } from '#shared/domain/expert';
import { e164 } from '#shared/domain/expert-rules';
import { expertTexts } from '#shared/domain/expert-texts';
import type { Database } from '../../db/schema';
import { AppError, badRequest } from '../../http/errors';
import type { PhoneVerifier, VerifiedPhone } from '../../services/phone';
import { isFreshPhoneSignIn, isPhoneOnAnotherProfile, isPhoneSignInUsed, phoneSignInExpiry, phoneSignInKey } from './phone-once';

export const phoneTokenUsed = () =>
  new AppError(409, 'PHONE_TOKEN_USED', expertTexts.phoneTokenUsed, { mobileNumber: expertTexts.phoneTokenUsed });
export const phoneTaken = () => new AppError(409, 'PHONE_TAKEN', expertTexts.phoneTaken, { mobileNumber: expertTexts.phoneTaken });

/** A number proven by a phone sign-in, with the sign-in it uses up (phone-once.ts). */
export interface PhoneProof {
  verified: VerifiedPhone;
  /** E.164, from the verified token, never from the client. */
  phoneNumber: string;
  phoneSignIn: { key: string; expiresAt: string };
}

/**
 * Checks that `idToken` is a fresh Firebase phone sign-in of exactly the number given, that the
 * number is on no other user's expert profile and that the sign-in proved nothing before: a profile
 * is created, or its number changed, only with such a proof.
 */
export async function provePhone(
  db: Kysely<Database>,
  phone: PhoneVerifier,
  input: { userId: string; idToken: string; mobileNumber: Pick<MobileNumber, 'countryCode' | 'number'> },
): Promise<PhoneProof> {
  const verified = await phone.verify(input.idToken);
  if (!verified || !isFreshPhoneSignIn(verified)) {
    throw badRequest(expertTexts.phoneTokenInvalid, { mobileNumber: expertTexts.phoneTokenInvalid }, 'PHONE_NOT_VERIFIED');
  }
  if (verified.phoneNumber !== e164(input.mobileNumber.countryCode, input.mobileNumber.number)) {
    throw badRequest(expertTexts.phoneMismatch, { mobileNumber: expertTexts.phoneMismatch }, 'PHONE_MISMATCH');
  }
  if (await isPhoneOnAnotherProfile(db, verified.phoneNumber, input.userId)) throw phoneTaken();
  if (await isPhoneSignInUsed(db, verified)) throw phoneTokenUsed();
  return {
    verified,
    phoneNumber: verified.phoneNumber,
    phoneSignIn: { key: phoneSignInKey(verified), expiresAt: phoneSignInExpiry(verified) },
  };
}

/** After a failed write: which proof rule a racing request broke meanwhile, or null. */
export async function phoneProofRaced(db: Kysely<Database>, proof: PhoneProof, userId: string): Promise<AppError | null> {
  if (await isPhoneOnAnotherProfile(db, proof.phoneNumber, userId)) return phoneTaken();
  if (await isPhoneSignInUsed(db, proof.verified)) return phoneTokenUsed();
  return null;
}
