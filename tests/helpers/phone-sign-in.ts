/**
 * A real Firebase phone sign-in against the Auth emulator's REST API, as the JS SDK does it:
 * send a code, read it where the emulator shows it (/emulator/v1/projects/{id}/verificationCodes),
 * sign in with it, and get the ID token the server verifies with firebase-admin.
 */
import { EMULATOR_PROJECT_ID } from './firebase-emulator';

const API_KEY = 'demo-api-key';

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as T & { error?: { message?: string } };
  if (!res.ok) throw new Error(`${url}: ${res.status} ${json.error?.message ?? ''}`);
  return json;
}

/** The newest code the emulator "sent" to a number (as printed in its log); waits up to 20 s for it. */
export async function emulatorCodeFor(host: string, phoneNumber: string, sessionInfo?: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(`http://${host}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/verificationCodes`);
    const { verificationCodes } = (await res.json()) as {
      verificationCodes: Array<{ phoneNumber: string; sessionInfo: string; code: string }>;
    };
    const found = [...verificationCodes]
      .reverse()
      .find((c) => c.phoneNumber === phoneNumber && (sessionInfo === undefined || c.sessionInfo === sessionInfo));
    if (found) return found.code;
    if (Date.now() > deadline) throw new Error(`No verification code for ${phoneNumber}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Signs `phoneNumber` (E.164) in and answers its Firebase ID token. */
export async function phoneIdToken(host: string, phoneNumber: string): Promise<string> {
  const base = `http://${host}/identitytoolkit.googleapis.com/v1`;
  const { sessionInfo } = await post<{ sessionInfo: string }>(`${base}/accounts:sendVerificationCode?key=${API_KEY}`, {
    phoneNumber,
    recaptchaToken: 'emulator',
  });
  const code = await emulatorCodeFor(host, phoneNumber, sessionInfo);
  const { idToken } = await post<{ idToken: string }>(`${base}/accounts:signInWithPhoneNumber?key=${API_KEY}`, {
    sessionInfo,
    code,
  });
  return idToken;
}

/** A token that looks like an emulator token for a phone number but was never issued by it. */
export function forgedIdToken(phoneNumber: string): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'none', typ: 'JWT' };
  const payload = {
    iss: `https://securetoken.google.com/${EMULATOR_PROJECT_ID}`,
    aud: EMULATOR_PROJECT_ID,
    auth_time: now,
    user_id: 'forged-user',
    sub: 'forged-user',
    iat: now,
    exp: now + 3600,
    phone_number: phoneNumber,
    firebase: { identities: { phone: [phoneNumber] }, sign_in_provider: 'phone' },
  };
  return `${b64(header)}.${b64(payload)}.`;
}
