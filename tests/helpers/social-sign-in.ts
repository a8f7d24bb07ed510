/**
 * A Google, Apple or Facebook sign-in against the Auth emulator's REST API, as the JS SDK does it
 * after the provider's popup: `accounts:signInWithIdp` with a fake provider id_token (the emulator
 * takes its claims as strict JSON), answering the Firebase ID token the server verifies.
 */
import { randomUUID } from 'node:crypto';
import type { SocialProvider } from '#shared/domain/social';

const API_KEY = 'demo-api-key';

export interface IdpClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

/** Signs in with the provider's claims (a fresh `sub` unless given) and answers the Firebase ID token. */
export async function socialIdToken(
  host: string,
  provider: SocialProvider,
  claims: IdpClaims = {},
): Promise<string> {
  const idToken = JSON.stringify({ sub: claims.sub ?? randomUUID(), ...claims });
  const res = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requestUri: 'http://localhost',
        postBody: `id_token=${encodeURIComponent(idToken)}&providerId=${provider}`,
        returnSecureToken: true,
        returnIdpCredential: true,
      }),
    },
  );
  const json = (await res.json()) as { idToken?: string; error?: { message?: string } };
  if (!res.ok || !json.idToken)
    throw new Error(`signInWithIdp ${provider}: ${res.status} ${json.error?.message ?? ''}`);
  return json.idToken;
}
