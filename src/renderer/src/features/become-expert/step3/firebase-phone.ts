/**
 * The Firebase phone sign-in, loaded only when the phone modal opens (a dynamic import keeps the
 * SDK off every other page). The config comes from the API, so one build works against the Auth
 * emulator (dev, tests: app verification disabled for testing) or a real project (an invisible
 * reCAPTCHA). The session is kept in memory only: all we keep is the ID token for the server.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signOut,
  type Auth,
  type ConfirmationResult,
} from 'firebase/auth';
import { call } from '#api/client';

let ready: Promise<Auth> | null = null;
let app: FirebaseApp | null = null;

export function phoneAuth(): Promise<Auth> {
  ready ??= (async () => {
    const config = await call('configFirebase');
    app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }, 'qurious-phone');
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    if (config.emulatorHost) {
      connectAuthEmulator(auth, `http://${config.emulatorHost}`, { disableWarnings: true });
      auth.settings.appVerificationDisabledForTesting = true;
    }
    return auth;
  })().catch((e: unknown) => {
    ready = null;
    throw e;
  });
  return ready;
}

/** The invisible reCAPTCHA in `container` (a mock one against the emulator). */
export function createVerifier(auth: Auth, container: HTMLElement): RecaptchaVerifier {
  return new RecaptchaVerifier(auth, container, { size: 'invisible' });
}

export function sendCode(auth: Auth, verifier: RecaptchaVerifier, e164Number: string): Promise<ConfirmationResult> {
  return signInWithPhoneNumber(auth, e164Number, verifier);
}

export type ConfirmOutcome = { ok: true; idToken: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Confirms the code; on success answers the ID token and leaves the Firebase session. */
export async function confirmCode(auth: Auth, confirmation: ConfirmationResult, code: string): Promise<ConfirmOutcome> {
  try {
    const credential = await confirmation.confirm(code);
    const idToken = await credential.user.getIdToken();
    await signOut(auth);
    return { ok: true, idToken };
  } catch (e) {
    const codeOf = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
    return { ok: false, reason: codeOf === 'auth/code-expired' ? 'expired' : 'invalid' };
  }
}

export type { ConfirmationResult, RecaptchaVerifier, Auth };
