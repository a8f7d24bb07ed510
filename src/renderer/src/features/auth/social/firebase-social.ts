/**
 * Google, Apple and Facebook through Firebase Authentication, loaded only when a social
 * button is pressed (a dynamic import keeps the SDK off every other page). The config comes from
 * the API, so one build works against the Auth emulator (its own sign-in page with test accounts)
 * or a real project. The Firebase session is kept in memory and left at once: all we keep is the
 * ID token for our server, which verifies it and answers our own session.
 */
import { initializeApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  FacebookAuthProvider,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  OAuthProvider,
  signInWithPopup,
  signOut,
  type Auth,
  type AuthProvider,
} from 'firebase/auth';
import type { SocialProvider } from '#shared/domain/social';
import { call } from '#api/client';

let ready: Promise<Auth> | null = null;

function socialAuth(): Promise<Auth> {
  ready ??= (async () => {
    const config = await call('configFirebase');
    const app = initializeApp(
      { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
      'qurious-social',
    );
    // The popup needs its resolver: initializeAuth, unlike getAuth, adds none by itself.
    const auth = initializeAuth(app, {
      persistence: inMemoryPersistence,
      popupRedirectResolver: browserPopupRedirectResolver,
    });
    if (config.emulatorHost)
      connectAuthEmulator(auth, `http://${config.emulatorHost}`, { disableWarnings: true });
    return auth;
  })().catch((e: unknown) => {
    ready = null;
    throw e;
  });
  return ready;
}

function providerOf(provider: SocialProvider): AuthProvider {
  if (provider === 'google.com') {
    const google = new GoogleAuthProvider();
    google.setCustomParameters({ prompt: 'select_account' });
    return google;
  }
  if (provider === 'facebook.com') {
    const facebook = new FacebookAuthProvider();
    facebook.addScope('email');
    return facebook;
  }
  const apple = new OAuthProvider('apple.com');
  apple.addScope('email');
  apple.addScope('name');
  return apple;
}

export type PopupOutcome =
  { ok: true; idToken: string } | { ok: false; reason: 'closed' | 'blocked' | 'failed' };

/** The provider's popup; on success answers the Firebase ID token and leaves the Firebase session. */
export async function popupIdToken(provider: SocialProvider): Promise<PopupOutcome> {
  try {
    const auth = await socialAuth();
    const credential = await signInWithPopup(auth, providerOf(provider));
    const idToken = await credential.user.getIdToken();
    await signOut(auth);
    return { ok: true, idToken };
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
    if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request')
      return { ok: false, reason: 'closed' };
    if (code === 'auth/popup-blocked') return { ok: false, reason: 'blocked' };
    console.warn('The social sign-in failed:', code || e);
    return { ok: false, reason: 'failed' };
  }
}
