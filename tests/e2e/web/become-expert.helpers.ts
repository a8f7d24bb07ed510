/**
 * Shared by the become-expert specs: their own API server wired to a Firebase Auth emulator
 * (the global e2e server has none), with its mail directory, and session helpers for it.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '#platform/storage-keys';
import { signInResponseSchema, type PublicUser } from '#shared/contract/http/users';
import { startAuthEmulator, type AuthEmulator } from '../../helpers/firebase-emulator';
import { startE2eServer } from '../support/server';
import { newEmail, PASSWORD } from '../support/accounts';
import { waitForMail } from '../support/mail';

export interface PhoneRig {
  emulator: AuthEmulator;
  base: string;
  dataDir: string;
  /** Where this server's SMTP capture writes its mail (pass it to waitForMail). */
  mailDir: string;
  close(): Promise<void>;
}

let shared: Promise<AuthEmulator> | null = null;

/** One emulator per Playwright worker, shared by the spec files it runs, ended when the worker exits. */
function workerEmulator(): Promise<AuthEmulator> {
  shared ??= startAuthEmulator().then((emulator) => {
    process.once('exit', () => emulator.kill());
    return emulator;
  });
  return shared;
}

/** An e2e server (on a free port) that verifies phone tokens with the worker's emulator. */
export async function startPhoneRig(): Promise<PhoneRig> {
  const emulator = await workerEmulator();
  const server = await startE2eServer(0, { FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
  return {
    emulator,
    base: server.baseURL,
    dataDir: server.dataDir,
    mailDir: server.mailDir,
    close: () => server.close(),
  };
}

export interface Session {
  token: string;
  user: PublicUser;
  email: string;
}

/** Signs up through the API, signs in with the password, follows the emailed verification link, and answers the session. */
export async function verifiedAccount(request: APIRequestContext, rig: Pick<PhoneRig, 'base' | 'mailDir'>, name = 'Vera Verified'): Promise<Session> {
  const { base } = rig;
  const email = newEmail('vera');
  const res = await request.post(`${base}/api/users/signup`, { data: { name, emailOrUsername: email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  // Verified first: proving the address signs out every session made before it.
  const mail = await waitForMail(email, { subject: /Verify your email/, dir: rig.mailDir });
  const link = new URL(mail.links[0] ?? '');
  const verified = await request.get(`${base}/api/users/verify-email?token=${link.searchParams.get('token') ?? ''}`);
  expect(verified.status()).toBe(200);
  const login = await request.post(`${base}/api/users/login`, { data: { emailOrUsername: email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { token, user } = signInResponseSchema.parse(await login.json());
  return { token, user, email };
}

/** Puts a session where the browser build restores it from, then opens `path`. */
export async function openSignedIn(page: Page, base: string, s: Pick<Session, 'token' | 'user'>, path: string): Promise<void> {
  await page.goto(`${base}/about`);
  await page.evaluate(
    ({ keys, token, user }) => {
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
      localStorage.setItem(keys.userMode, 'user');
    },
    { keys: STORAGE_KEYS, token: s.token, user: s.user },
  );
  await page.goto(`${base}${path}`);
}

/** A fresh Indian mobile number (national digits). */
export const freshMobile = () => `9${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;
