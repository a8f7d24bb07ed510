/**
 * The phone modal's timers and resets against the Firebase Auth emulator (the page clock is moved
 * on, not waited for): the 60 s resend countdown, a code entered after 900 s, closing the modal.
 * And step 3 for a user whose email is not verified yet.
 */
import { expect, test } from '@playwright/test';
import { expertTexts } from '#shared/domain/expert-texts';
import { emulatorCodeFor } from '../../helpers/phone-sign-in';
import { signUpByApi } from '../support/accounts';
import { freshMobile, openSignedIn, startPhoneRig, verifiedAccount, type PhoneRig } from './become-expert.helpers';

test.describe.configure({ mode: 'serial' });

let rig: PhoneRig;
test.beforeAll(async () => {
  // The emulator takes a while to start on a busy machine.
  test.setTimeout(180_000);
  rig = await startPhoneRig();
});
test.afterAll(async () => rig?.close());

test('resend after 60 s, expiry after 900 s, and closing resets the modal', async ({ page, request }) => {
  const session = await verifiedAccount(request, rig);
  await page.clock.install();
  await openSignedIn(page, rig.base, session, '/become_expert/account_security');
  await page.getByRole('button', { name: 'Add phone number' }).click();
  const modal = page.getByRole('dialog', { name: 'Verify your phone number' });
  const mobile = freshMobile();
  await modal.getByLabel('Mobile number').fill(mobile);
  await modal.getByRole('button', { name: 'Send OTP' }).click();
  // The page's clock runs on (the send needs its timers): on a busy machine some seconds pass
  // before the countdown is read.
  await expect(modal.getByText(/Resend OTP in (60|5\d)s/)).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);

  await page.clock.fastForward(61_000);
  const resend = modal.getByRole('button', { name: 'Resend OTP' });
  await expect(resend).toBeVisible();
  await resend.click();
  await expect(modal.getByText(/Resend OTP in \d+s/)).toBeVisible();

  // A correct code entered more than 900 s after sending is refused as expired.
  await page.clock.fastForward(901_000);
  await modal.getByLabel('Verification code').fill(await emulatorCodeFor(rig.emulator.host, `+91${mobile}`));
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(modal.getByText(expertTexts.otpExpired)).toBeVisible();

  // Closing resets to enterPhone, without the code or the error.
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Add phone number' }).click();
  await expect(modal.getByLabel('Mobile number')).toBeVisible();
  await expect(modal.getByLabel('Verification code')).toHaveCount(0);
  await expect(modal.getByText(expertTexts.otpExpired)).toHaveCount(0);

  // A fresh code within its time verifies the number.
  await modal.getByLabel('Mobile number').fill(mobile);
  await modal.getByLabel('Mobile number').press('Enter');
  await expect(modal.getByLabel('Verification code')).toBeVisible();
  await modal.getByLabel('Verification code').fill(await emulatorCodeFor(rig.emulator.host, `+91${mobile}`));
  await modal.getByRole('button', { name: 'Verify' }).click();
  const verified = page.getByRole('dialog', { name: 'Phone number verified' });
  await expect(verified.getByText(`+91 ${mobile} is verified.`)).toBeVisible();
  await verified.getByRole('button', { name: 'Change number' }).click();
  await expect(modal.getByLabel('Mobile number')).toHaveValue(mobile);
});

test('an unverified email holds Finish back and offers a new link', async ({ page, request }) => {
  const account = await signUpByApi(request, { baseURL: rig.base });
  await openSignedIn(page, rig.base, account, '/become_expert/account_security');
  await expect(page.locator('.be-badge-warn', { hasText: 'Not verified' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: expertTexts.emailNotVerified })).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByRole('status').filter({ hasText: /verif/i })).toBeVisible();
});
