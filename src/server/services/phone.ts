import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Config } from '../config';

/** A phone number proven by a Firebase phone sign-in. */
export interface VerifiedPhone {
  /** E.164, as Firebase verified it (e.g. +919876543210). */
  phoneNumber: string;
  firebaseUid: string;
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
export function createPhoneVerifier(config: Pick<Config, 'firebaseProjectId' | 'firebaseAuthEmulatorHost'>): PhoneVerifier {
  let app: App | null = null;
  let auth: Auth | null = null;

  const authOf = (): Auth => {
    if (auth) return auth;
    app = initializeApp({ projectId: config.firebaseProjectId }, `qurious-phone-${randomUUID()}`);
    // firebase-admin reads the emulator host from the environment when an Auth is made: give it
    // this config's value for that moment only, so the process environment is left as it was.
    const previous = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    if (config.firebaseAuthEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebaseAuthEmulatorHost;
    else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      auth = getAuth(app);
    } finally {
      if (previous === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
      else process.env.FIREBASE_AUTH_EMULATOR_HOST = previous;
    }
    return auth;
  };

  return {
    async verify(idToken) {
      try {
        const decoded = await authOf().verifyIdToken(idToken);
        const phoneNumber = decoded.phone_number;
        if (typeof phoneNumber !== 'string' || decoded.firebase.sign_in_provider !== 'phone') return null;
        return { phoneNumber, firebaseUid: decoded.uid };
      } catch {
        return null;
      }
    },
    async close() {
      if (app) await deleteApp(app);
      app = null;
      auth = null;
    },
  };
}
