/**
 * The desktop app verifies a phone through the hosted page (Firebase's reCAPTCHA only runs on an
 * authorised web origin): the app opens /phone-verify in the system browser (here: a popup), the
 * page verifies the number against the Firebase Auth emulator and hands it back to the app.
 * Needs a Secret Service for the token: bash tests/helpers/with-keyring.sh npx playwright test …
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { emulatorCodeFor } from '../../helpers/phone-sign-in';
import { freshMobile, startPhoneRig, verifiedAccount, type PhoneRig } from '../web/become-expert.helpers';
import type { PageScope } from '../support/seed-expert';
import { installDesktopBridge } from './bridge';
import { storeDesktopSession } from './stored-session';

let rig: PhoneRig;
test.beforeAll(async () => {
  // The emulator takes a while to start on a busy machine.
  test.setTimeout(180_000);
  rig = await startPhoneRig();
});
test.afterAll(async () => rig?.close());

test('the app opens the hosted page, which verifies the number and hands it back', async ({ page, request }) => {
  const account = await verifiedAccount(request, rig);
  const vault = { service: 'Qurious-e2e-phone', account: `session-${randomUUID()}` };
  await installDesktopBridge(page, { apiBase: rig.base, appUrlPrefix: `${rig.base}/`, vault });
  await storeDesktopSession(page, {
    baseURL: rig.base,
    vault,
    token: account.token,
    user: account.user,
    route: '/become_expert/account_security',
  });
  await page.getByRole('button', { name: 'Add phone number' }).click();
  const modal = page.getByRole('dialog', { name: 'Verify your phone number' });
  await expect(modal.getByText(/opens a secure page in your browser/)).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  await modal.getByRole('button', { name: 'Open verification page' }).click();
  const browser = await popupOpened;
  await expect(browser).toHaveURL(new RegExp(`^${rig.base}/phone-verify\\?session=`));
  await expect(modal.getByText('Waiting for the verification in your browser…')).toBeVisible();

  await expect(browser.getByRole('heading', { level: 1, name: 'Verify your phone number for the Qurious app' })).toBeVisible();
  const mobile = freshMobile();
  await browser.getByLabel('Mobile number').fill(mobile);
  await browser.getByRole('button', { name: 'Send OTP' }).click();
  await expect(browser.getByLabel('Verification code')).toBeVisible();
  await browser.getByLabel('Verification code').fill(await emulatorCodeFor(rig.emulator.host, `+91${mobile}`));
  await browser.getByRole('button', { name: 'Verify' }).click();
  await expect(browser.getByText('Your number is verified. You can go back to the Qurious app.')).toBeVisible();

  const verified = page.getByRole('dialog', { name: 'Phone number verified' });
  await expect(verified.getByText(`+91 ${mobile} is verified.`)).toBeVisible();
  await verified.getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('.be-badge-ok', { hasText: 'Verified' }).last()).toBeVisible();
  // The form is saved to localStorage after it renders: wait for the verified number there.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const { localStorage } = globalThis as unknown as PageScope;
        const form = JSON.parse(localStorage.getItem('expertForm') ?? '{}') as { mobileNumber?: { number?: string; verified?: boolean }; phoneIdToken?: string };
        return { ...form.mobileNumber, tokenParts: form.phoneIdToken?.split('.').length ?? 0 };
      }),
    )
    .toMatchObject({ number: mobile, verified: true, tokenParts: 3 });
});
