import { randomUUID } from 'node:crypto';
import { keychain } from '../../helpers/keychain';
import { expect, test } from '@playwright/test';
import { openDesktopApp } from './app';

/**
 * The desktop flavour: the built Electron renderer in Chromium, `window.qurious` served by the real
 * main-process services. A token stored through the bridge lands in the real OS keychain
 * (gnome-keyring in a private D-Bus session, see tests/helpers/with-keyring.sh).
 */
test('a token stored through the bridge lands in the real keychain and comes back', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('baseURL is not set');
  const vault = { service: 'Qurious-e2e-vault', account: `session-${randomUUID()}` };
  await openDesktopApp(page, { apiBase: baseURL, vault });
  await expect(page.getByRole('link', { name: 'Qurious home' })).toBeVisible();

  const info = await page.evaluate(() => window.qurious?.appInfo());
  expect(info).toMatchObject({ name: 'Qurious', apiBase: baseURL });

  await page.evaluate((t) => window.qurious?.setToken(t), 'header.payload.signature');
  expect(await keychain.getPassword(vault.service, vault.account)).toBe('header.payload.signature');
  expect(await page.evaluate(() => window.qurious?.getToken())).toBe('header.payload.signature');

  await page.evaluate(() => window.qurious?.clearToken());
  expect(await keychain.getPassword(vault.service, vault.account)).toBeNull();
});

test('the bridge refuses malformed arguments and a page that is not the app', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('baseURL is not set');
  await openDesktopApp(page, { apiBase: baseURL, vault: { service: 'Qurious-e2e-vault', account: `s-${randomUUID()}` } });
  const malformed = await page.evaluate(() =>
    (window.qurious?.setToken as unknown as (n: number) => Promise<unknown>)(42).then(
      () => 'accepted',
      (e: unknown) => String(e),
    ),
  );
  expect(malformed).not.toBe('accepted');

  // The same bridge on a page outside the app's folder: every call is refused.
  await page.goto(`${baseURL}/about`);
  const foreign = await page.evaluate(() =>
    window.qurious?.getToken().then(
      () => 'answered',
      (e: unknown) => String(e),
    ),
  );
  expect(foreign).not.toBe('answered');
});
