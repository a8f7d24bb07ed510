/**
 * The desktop flavour of the session: the real desktop renderer build (hash router) with
 * `window.qurious` served by the real main-process services, so the token lives in the real OS
 * keychain and never in localStorage. Needs a Secret Service and the desktop build:
 *   npm run build   (or E2E_DESKTOP_DIR=<dir>/renderer after electron-vite build --outDir <dir>)
 *   bash tests/helpers/with-keyring.sh npx playwright test tests/e2e/desktop/session.spec.ts
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { keychain } from '../../helpers/keychain';
import { expect, test } from '@playwright/test';
import { startE2eServer, type E2eServer } from '../support/server';
import { signInThroughModal, signUpByApi, toastWith } from '../support/accounts';
import { installDesktopBridge } from './bridge';

const desktopDir = resolve(process.env.E2E_DESKTOP_DIR ?? 'out/renderer');
let server: E2eServer;

test.beforeAll(async () => {
  if (!existsSync(join(desktopDir, 'index.html'))) throw new Error(`Build the desktop renderer first (npm run build): no ${desktopDir}/index.html`);
  server = await startE2eServer(0, { WEB_DIR: desktopDir });
});
test.afterAll(async () => server?.close());

const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; exp: number };

test('the token is kept in the OS keychain, the session is restored from it, and logout removes it', async ({ page, request }) => {
  const vault = { service: 'Qurious-e2e-session', account: `session-${randomUUID()}` };
  await installDesktopBridge(page, { apiBase: server.baseURL, appUrlPrefix: `${server.baseURL}/`, vault });
  const account = await signUpByApi(request, { baseURL: server.baseURL, name: 'Desk Top' });
  const banner = page.getByRole('banner');

  try {
    await page.goto(`${server.baseURL}/#/about`);
    await signInThroughModal(page, account.email, account.password);
    await expect(toastWith(page, 'Login Successful')).toBeVisible();

    // The keychain and localStorage are written around the toast: wait for them.
    await expect.poll(async () => payloadOf((await keychain.getPassword(vault.service, vault.account)) ?? '.e30.').sub).toBe(account.user._id);
    await expect
      .poll(() => page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user'), mode: localStorage.getItem('userMode') })))
      .toEqual({ token: null, user: expect.stringContaining(`"_id":"${account.user._id}"`), mode: 'user' });

    await page.reload();
    await expect(banner.getByRole('button', { name: 'Profile menu of Desk Top' })).toBeVisible();
    await banner.getByRole('button', { name: 'Profile menu of Desk Top' }).click();
    await page.getByRole('menuitem', { name: 'Profile', exact: true }).click();
    await expect(page).toHaveURL(`${server.baseURL}/#/users/${account.user.username}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Desk Top' })).toBeVisible();

    await banner.getByRole('button', { name: 'Profile menu of Desk Top' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${server.baseURL}/#/`);
    await expect(banner.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect.poll(() => keychain.getPassword(vault.service, vault.account)).toBeNull();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  } finally {
    await keychain.deletePassword(vault.service, vault.account);
  }
});

test('the device token is kept in the keychain beside the session, survives logout, and signs the app in during an attack', async ({ page, request }) => {
  const vault = { service: 'Qurious-e2e-session', account: `session-${randomUUID()}` };
  const deviceAccount = `${vault.account}.device`;
  await installDesktopBridge(page, { apiBase: server.baseURL, appUrlPrefix: `${server.baseURL}/`, vault });
  const account = await signUpByApi(request, { baseURL: server.baseURL, name: 'Desk Known' });
  const banner = page.getByRole('banner');

  try {
    await page.goto(`${server.baseURL}/#/about`);
    await signInThroughModal(page, account.email, account.password);
    await expect(toastWith(page, 'Login Successful')).toBeVisible();
    await expect.poll(() => keychain.getPassword(vault.service, deviceAccount)).toMatch(/^[\w-]{43}$/);
    expect(await page.evaluate(() => localStorage.getItem('deviceToken'))).toBeNull();

    await banner.getByRole('button', { name: 'Profile menu of Desk Known' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(banner.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect(await keychain.getPassword(vault.service, vault.account)).toBeNull();
    expect(await keychain.getPassword(vault.service, deviceAccount)).toMatch(/^[\w-]{43}$/);

    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await request.post(`${server.baseURL}/api/users/login`, { data: { emailOrUsername: account.email, password: `Guess#${i}x` } });
      statuses.push(res.status());
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await request.post(`${server.baseURL}/api/users/login`, { data: { emailOrUsername: account.email, password: account.password } })).status()).toBe(429);

    await signInThroughModal(page, account.email, account.password);
    await expect(toastWith(page, 'Login Successful')).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Profile menu of Desk Known' })).toBeVisible();
  } finally {
    await keychain.deletePassword(vault.service, vault.account);
    await keychain.deletePassword(vault.service, deviceAccount);
  }
});

test('an expired token in the keychain is dropped on start; showLogin works under the hash router', async ({ page, request }) => {
  const vault = { service: 'Qurious-e2e-session', account: `session-${randomUUID()}` };
  await installDesktopBridge(page, { apiBase: server.baseURL, appUrlPrefix: `${server.baseURL}/`, vault });
  const account = await signUpByApi(request, { baseURL: server.baseURL });
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const expired = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub: account.user._id, tv: 0, exp: Math.floor(Date.now() / 1000) - 5 })}.c2ln`;
  try {
    await keychain.setPassword(vault.service, vault.account, expired);
    await page.goto(`${server.baseURL}/#/about`);
    await page.evaluate((user) => localStorage.setItem('user', user), JSON.stringify(account.user));
    await page.goto(`${server.baseURL}/#/categories?showLogin=true`);
    await page.reload();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page).toHaveURL(`${server.baseURL}/#/categories`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect.poll(() => keychain.getPassword(vault.service, vault.account)).toBeNull();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  } finally {
    await keychain.deletePassword(vault.service, vault.account);
  }
});
