import { randomUUID } from 'node:crypto';
import type { App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import { lazy } from '#shared/lazy';
import type { Config } from '../config';

/** firebase-admin is loaded when a phone or social sign-in first needs it, not at start. */
const firebaseAdmin = lazy(async () => {
  const [app, auth] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]);
  return { initializeApp: app.initializeApp, deleteApp: app.deleteApp, getAuth: auth.getAuth };
});

export type FirebaseConfig = Pick<Config, 'firebaseProjectId' | 'firebaseAuthEmulatorHost'>;

/**
 * A firebase-admin Auth of its own app, made on first use: against the real project (Google's
 * public keys), or against the Auth emulator when the config names one.
 */
export function createFirebaseAuth(config: FirebaseConfig, name: string) {
  let app: App | null = null;
  let auth: Auth | null = null;
  return {
    async get(): Promise<Auth> {
      const { initializeApp, getAuth } = await firebaseAdmin();
      if (auth) return auth;
      app = initializeApp({ projectId: config.firebaseProjectId }, `qurious-${name}-${randomUUID()}`);
      // firebase-admin reads the emulator host from the environment when an Auth is made: give it
      // this config's value for that moment only, so the process environment is left as it was.
      const previous = process.env.FIREBASE_AUTH_EMULATOR_HOST;
      if (config.firebaseAuthEmulatorHost)
        process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebaseAuthEmulatorHost;
      else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
      try {
        auth = getAuth(app);
      } finally {
        if (previous === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
        else process.env.FIREBASE_AUTH_EMULATOR_HOST = previous;
      }
      return auth;
    },
    async close(): Promise<void> {
      if (app) await (await firebaseAdmin()).deleteApp(app);
      app = null;
      auth = null;
    },
  };
}
