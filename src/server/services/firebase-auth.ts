import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Config } from '../config';

export type FirebaseConfig = Pick<Config, 'firebaseProjectId' | 'firebaseAuthEmulatorHost'>;

/**
 * A firebase-admin Auth of its own app, made on first use: against the real project (Google's
 * public keys), or against the Auth emulator when the config names one.
 */
export function createFirebaseAuth(config: FirebaseConfig, name: string) {
  let app: App | null = null;
  let auth: Auth | null = null;
  return {
    get(): Auth {
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
      if (app) await deleteApp(app);
      app = null;
      auth = null;
    },
  };
}
