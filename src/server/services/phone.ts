import type { Config } from '../config';
import { createFirebaseAuth } from './firebase-auth';

/** A phone number proven by a Firebase phone sign-in. */
export interface VerifiedPhone {
  /** E.164, as Firebase verified it (e.g. +919876543210). */
  phoneNumber: string;
  firebaseUid: string;
  /** When the phone sign-in happened (the token's auth_time, seconds): every token of it shares it. */
  signedInAt: number;
  /** When this token was issued (iat, seconds): later than signedInAt for a refreshed token. */
  issuedAt: number;
}

export interface PhoneVerifier {
  /** The phone number of a valid Firebase ID token from a phone sign-in; null for anything else. */
  verify(idToken: string): Promise<VerifiedPhone | null>;
  close(): Promise<void>;
}

/**
 * Verifies the ID token of the client's Firebase phone sign-in with firebase-admin: against the
 * real project (Google's public keys), or against the Auth emulator when the config names one,
 * in which case the token's user must also exist in that emulator. The server stores the number
 * from the verified token, never a number or flag the client sends.
 */
export function createPhoneVerifier(
  config: Pick<Config, 'firebaseProjectId' | 'firebaseAuthEmulatorHost'>,
): PhoneVerifier {
  const firebase = createFirebaseAuth(config, 'phone');
  return {
    async verify(idToken) {
      try {
        const decoded = await (await firebase.get()).verifyIdToken(idToken);
        const phoneNumber = decoded.phone_number;
        if (typeof phoneNumber !== 'string' || decoded.firebase.sign_in_provider !== 'phone') return null;
        return { phoneNumber, firebaseUid: decoded.uid, signedInAt: decoded.auth_time, issuedAt: decoded.iat };
      } catch {
        return null;
      }
    },
    close: () => firebase.close(),
  };
}
