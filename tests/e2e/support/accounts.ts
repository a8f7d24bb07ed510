import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '#platform/storage-keys';
import { SIGNUP_ACCEPTED_MESSAGE } from '#shared/domain/auth-answers';
import { SIGNED_IN_COOKIE } from '#shared/domain/page-data';
import { signInResponseSchema, type PublicUser } from '#shared/contract/http/users';
import { waitForMail } from './mail';

export const PASSWORD = 'Curious#2026';

/** A fresh address per call. */
export const newEmail = (tag: string) => `${tag}.${randomUUID().slice(0, 8)}@example.com`;

export interface Account {
  email: string;
  password: string;
  name: string;
  token: string;
  user: PublicUser;
}

/**
 * Signs up through the real API (as the modal does), then signs in with the password (sign-up
 * answers no session: its answer is the same for a taken address) and returns that session.
 * `verify` then follows the emailed verification link too (verifyByMail): buying credits, booking
 * and messaging need a verified address.
 */
export async function signUpByApi(
  request: APIRequestContext,
  opts: { name?: string; email?: string; baseURL?: string; verify?: boolean; mailDir?: string } = {},
): Promise<Account> {
  const name = opts.name ?? 'Casey Curious';
  const email = opts.email ?? newEmail('casey');
  const base = opts.baseURL ?? '';
  const res = await request.post(`${base}/api/users/signup`, { data: { name, emailOrUsername: email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  expect(await res.json()).toEqual({ message: SIGNUP_ACCEPTED_MESSAGE });
  const login = await request.post(`${base}/api/users/login`, { data: { emailOrUsername: email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const body = signInResponseSchema.parse(await login.json());
  const account = { email, password: PASSWORD, name, token: body.token, user: body.user };
  return opts.verify ? verifyByMail(request, account, { baseURL: base, mailDir: opts.mailDir }) : account;
}

/**
 * Follows the verification link mailed to the account (read from the SMTP capture at `mailDir`,
 * the global server's by default) with its session, as a signed-in browser opening it does (that
 * session stays signed in); answers the account, now verified.
 */
export async function verifyByMail(
  request: APIRequestContext,
  account: Account,
  opts: { baseURL?: string; mailDir?: string } = {},
): Promise<Account> {
  const mail = await waitForMail(account.email, { subject: /Verify your email/, ...(opts.mailDir ? { dir: opts.mailDir } : {}) });
  const token = new URL(mail.links[0] ?? 'http://x/').searchParams.get('token') ?? '';
  const res = await request.get(`${opts.baseURL ?? ''}/api/users/verify-email?token=${encodeURIComponent(token)}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { ...account, user: { ...account.user, emailVerified: true } };
}

/**
 * The cookie a browser that signed in has beside its stored session (the browser build sets it with
 * the token): the server then sends its pages without content rendered for a visitor, so a click
 * before hydration is not lost on a visitor's page.
 */
export async function plantSignedInFlag(page: Page): Promise<void> {
  await page.context().addCookies([{ name: SIGNED_IN_COOKIE, value: '1', domain: '127.0.0.1', path: '/' }]);
}

/** A user as the renderer stores it; one stored before answers carried `id` has only `_id`. */
type StoredUser = Omit<PublicUser, 'id'> & { id?: string };

/**
 * Stores a session where the browser build restores it from (localStorage user, token, userMode), then opens `path`.
 *
 * Nothing of the app runs while this is written: the storage is set from the origin's robots.txt.
 * Written from a page of the app, the app's own start could read the session half written, or
 * after it was written, and act on it there (keep that page's language on the account).
 */
export async function storeWebSession(page: Page, s: { token: string; user: StoredUser }, path: string, mode: 'user' | 'expert' = 'user') {
  await plantSignedInFlag(page);
  await page.goto('/robots.txt');
  await page.evaluate(
    ({ keys, token, user, mode }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
      localStorage.setItem(keys.userMode, mode);
    },
    { keys: STORAGE_KEYS, token: s.token, user: s.user, mode },
  );
  await page.goto(path);
}

/** Signs in through the header's Login button and the modal's email/username form. */
export async function signInThroughModal(page: Page, identifier: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue with email/username' }).click();
  await dialog.getByLabel('Email or username').fill(identifier);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** A toast (react-toastify renders each as an alert) with this text. */
export const toastWith = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByRole('alert').filter({ hasText: text });
