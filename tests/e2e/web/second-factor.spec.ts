import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DISABLED_MESSAGE, ENABLED_MESSAGE, RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '#shared/domain/second-factor';
import { signUpByApi, storeWebSession } from '../support/accounts';
import { seriousViolations } from '../support/axe';

/** What an authenticator app shows now for the setup key the page gave (the same library the server checks with). */
const appCode = (setupKey: string) =>
  new TOTP({ secret: Secret.fromBase32(setupKey.replace(/\s/g, '')), digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS }).generate();

/**
 * Two-step sign-in set up through the settings page, by keyboard where a person would use it: the
 * QR code (with its text alternative) and the setup key, a code computed from that key as an app
 * would, the recovery codes shown once, the state, and turning it off with a recovery code.
 */
test('sets up two-step sign-in from the settings page and sees the recovery codes once', async ({ page, request }) => {
  const account = await signUpByApi(request, { name: 'Olive Operator' });
  await storeWebSession(page, account, '/settings');

  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section.getByText('Two-step sign-in is off.')).toBeVisible();
  await section.getByRole('button', { name: 'Set up two-step sign-in' }).focus();
  await page.keyboard.press('Enter');

  await expect(section.getByRole('img', { name: /^QR code to scan with your authenticator app/ })).toBeVisible();
  const setupKey = (await section.getByTestId('two-step-secret').textContent()) ?? '';
  expect(setupKey.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);

  const codeField = section.getByLabel('6-digit code from the app');
  await codeField.focus();
  await page.keyboard.type(appCode(setupKey));
  await page.keyboard.press('Enter');

  // The codes, this once, with the warning and the ways to keep them.
  const codes = section.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(RECOVERY_CODE_COUNT);
  const recovery = (await codes.allTextContents()).map((c) => c.trim());
  for (const code of recovery) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(section.getByText(/shown only this once/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Copy codes' })).toBeVisible();
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('qurious-recovery-codes.txt');
  await expect(section.getByRole('status').filter({ hasText: ENABLED_MESSAGE })).toBeVisible();
  await section.getByRole('button', { name: 'I have saved them' }).click();

  await expect(section.getByText(`${RECOVERY_CODE_COUNT} recovery codes left.`)).toBeVisible();
  await expect(section.getByTestId('recovery-codes')).toHaveCount(0);
  // A reload shows the state, never the codes or the key again.
  await page.reload();
  await expect(section.getByText(/^Two-step sign-in is on since /)).toBeVisible();
  await expect(page.getByText(recovery[0] ?? 'none')).toHaveCount(0);

  await section.getByLabel('Code from the app, or a recovery code').fill(recovery[0] ?? '');
  await section.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(section.getByRole('status').filter({ hasText: DISABLED_MESSAGE })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Set up two-step sign-in' })).toBeVisible();
});
