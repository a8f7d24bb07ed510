import { expect, test, type Page } from '@playwright/test';
import { emailChangedMessage, emailChangeSentMessage } from '#shared/domain/account-changes';
import { PROFILE_SAVED_MESSAGE } from '#shared/domain/account-changes-answers';
import { CURRENT_PASSWORD_WRONG_MESSAGE } from '#shared/domain/account-answers';
import { jpegOf } from '../../helpers/gigs';
import { newEmail, signInThroughModal, signUpByApi, storeWebSession, toastWith } from '../support/accounts';
import { waitForMail } from '../support/mail';

/**
 * In /settings: the profile (name and a cropped picture), the email change followed from
 * the captured mail, and deleting the account through its confirmation modal.
 */
const profileMenu = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name: `Profile menu of ${name}` });

test('changes the name and the picture (cropped, uploaded, re-encoded by the server)', async ({ page, request }) => {
  const account = await signUpByApi(request, { name: 'Pia Profile' });
  await storeWebSession(page, account, '/settings');
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Name').fill('Pia Pictured');
  const chooser = page.waitForEvent('filechooser');
  await profile.getByRole('button', { name: 'Change your profile picture' }).click();
  await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(900, 700) });
  const crop = page.getByRole('dialog', { name: 'Adjust your image' });
  await crop.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(crop).toBeHidden();
  await expect(profile.getByRole('status')).toHaveText(PROFILE_SAVED_MESSAGE);
  await expect(profileMenu(page, 'Pia Pictured')).toBeVisible();
  const src = await profile.locator('img').first().getAttribute('src');
  expect(src).toMatch(/\/files\/[a-z0-9-]+\.jpg$/);
  // The stored picture is the server's JPEG, and it stays after a reload.
  const image = await request.get(src ?? '');
  expect(image.headers()['content-type']).toBe('image/jpeg');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Profile' }).getByLabel('Name')).toHaveValue('Pia Pictured');
  await expect(page.getByRole('region', { name: 'Profile' }).locator('img').first()).toHaveAttribute('src', src ?? '');
});

test('changes the email with the link mailed to the new address; the old address is told', async ({ page, request }) => {
  const account = await signUpByApi(request, { name: 'Eli Email' });
  const next = newEmail('eli.moved');
  await storeWebSession(page, account, '/settings');
  const section = page.getByRole('region', { name: 'Email' });
  await expect(section.getByText(`Your email is ${account.email}.`)).toBeVisible();
  await section.getByLabel('New email').fill(next);
  await section.getByLabel('Current password').fill(account.password);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByRole('status')).toHaveText(emailChangeSentMessage(next));

  const notice = await waitForMail(account.email, { subject: /about to change/ });
  expect(notice.text).toContain(next);
  const mail = await waitForMail(next, { subject: /Confirm your new email/ });
  const link = new URL(mail.links.find((l) => l.includes('/change-email?')) ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Email changed' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(emailChangedMessage(next));
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(page.getByRole('region', { name: 'Email' }).getByText(`Your email is ${next}.`)).toBeVisible();
  // Used once: the same link again says so.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Your email was not changed' })).toBeVisible();
});

test('deletes the account after the confirmation modal, then is signed out at home and cannot sign in', async ({ page, request }) => {
  const account = await signUpByApi(request, { name: 'Dee Delete' });
  await storeWebSession(page, account, '/settings');
  await page.getByRole('region', { name: 'Delete my account' }).getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  // Focus stays in the modal whatever Tab does.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByLabel('Current password').fill('Wrong#Pass2026');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(CURRENT_PASSWORD_WRONG_MESSAGE);

  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/signed-out\/deleted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is deleted' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  // The old token is refused and the password no longer signs in.
  const me = await request.get('/api/users/me', { headers: { authorization: `Bearer ${account.token}` } });
  expect(me.status()).toBe(401);
  await signInThroughModal(page, account.email, account.password);
  await expect(toastWith(page, 'Login Failed')).toBeVisible();
});
