import { isSocialProvider, type SocialProvider } from '#shared/domain/social';
import { createFirebaseAuth, type FirebaseConfig } from './firebase-auth';

/** What a verified Google, Apple or Facebook sign-in tells us. */
export interface SocialIdentity {
  provider: SocialProvider;
  /** The provider's own id of the account (stable per provider). */
  subject: string;
  /** Lower-cased; null when the provider shared none. */
  email: string | null;
  /** Whether the provider verified the address (Firebase's `email_verified`). */
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface SocialVerifier {
  /** The identity of a valid Firebase ID token from a Google, Apple or Facebook sign-in; null for anything else. */
  verify(idToken: string): Promise<SocialIdentity | null>;
  close(): Promise<void>;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Verifies a social sign-in's Firebase ID token with firebase-admin (the real project or the Auth
 * emulator) and reads its provider (`firebase.sign_in_provider`), the provider's subject and the
 * email with `email_verified`. Nothing the client says about itself is trusted.
 */
export function createSocialVerifier(config: FirebaseConfig): SocialVerifier {
  const firebase = createFirebaseAuth(config, 'social');
  return {
    async verify(idToken) {
      try {
        const decoded = await (await firebase.get()).verifyIdToken(idToken);
        const provider = decoded.firebase.sign_in_provider;
        if (!isSocialProvider(provider)) return null;
        const identities: Record<string, unknown> = decoded.firebase.identities;
        const ids = identities[provider];
        const subject = Array.isArray(ids) ? text(ids[0]) : null;
        if (!subject) return null;
        const email = text(decoded.email)?.toLowerCase() ?? null;
        return {
          provider,
          subject,
          email,
          emailVerified: email !== null && decoded.email_verified === true,
          name: text(decoded.name),
          picture: text(decoded.picture),
        };
      } catch {
        return null;
      }
    },
    close: () => firebase.close(),
  };
}
