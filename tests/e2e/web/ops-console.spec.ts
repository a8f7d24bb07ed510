import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { OPERATOR_ACCESS_MESSAGES } from '#shared/domain/operator-roles';
import { OPS_TEXTS } from '#shared/domain/ops-console-texts';
import { openSignedIn, seedAccount } from '../support/operators';
import { seriousViolations } from '../support/axe';

/** No serious accessibility finding in the page's main part, wide and at a phone's width. */
async function accessibleAtBothWidths(page: Page): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect({ width, findings: await seriousViolations(page, { include: '#main' }) }).toEqual({ width, findings: [] });
  }
}

/**
 * The operations console in the browser build: an operator finds an account and opens its page (the
 * private part with a reason, which the trail then shows), a viewer sees it all and no action button,
 * and a signed-in account that is no operator gets the refusal page.
 */
test('an operator searches an account and opens its page; a viewer sees no action; a non-operator is refused', async ({ browser }) => {
  const target = await seedAccount('Tessa Target');
  const support = await seedAccount('Sol Support', ['support']);
  const viewer = await seedAccount('Vic Viewer', ['viewer']);
  const stranger = await seedAccount('Nia Nobody');

  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, support, '/ops/users');
  await expect(page.getByRole('heading', { level: 1, name: OPS_TEXTS.users.title })).toBeVisible();
  await expect(page).toHaveTitle(/\(operations\)/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('searchbox', { name: OPS_TEXTS.users.searchLabel }).fill(target.user.email.slice(0, 12));
  await page.getByRole('searchbox', { name: OPS_TEXTS.users.searchLabel }).press('Enter');
  await page.getByRole('link', { name: 'Tessa Target' }).click();
  await expect(page).toHaveURL(new RegExp(`/ops/users/${target.user._id}$`));
  await expect(page.getByTestId('ops-account')).toContainText(target.user.email);
  // support changes users: signing out every device and deleting (the email is verified already).
  await expect(page.getByTestId('ops-action')).toHaveCount(2);
  await page.getByRole('textbox', { name: OPS_TEXTS.user.reason }).fill('Ticket 7: balance question');
  await page.getByRole('button', { name: OPS_TEXTS.user.open }).click();
  await expect(page.getByTestId('ops-private')).toBeVisible();
  await accessibleAtBothWidths(page);

  const viewing = await (await browser.newContext()).newPage();
  await openSignedIn(viewing, viewer, `/ops/users/${target.user._id}`);
  await expect(viewing.getByTestId('ops-account')).toContainText(target.user.email);
  await expect(viewing.getByRole('heading', { name: OPS_TEXTS.user.sessions })).toBeVisible();
  await expect(viewing.getByTestId('ops-action')).toHaveCount(0);
  await expect(viewing.getByRole('heading', { name: OPS_TEXTS.user.actions })).toHaveCount(0);
  await accessibleAtBothWidths(viewing);
  await viewing.setViewportSize({ width: 1280, height: 900 });
  // The viewer reads the operator actions on the account: the private view is there, with its reason, and in the CSV.
  await viewing.getByRole('link', { name: OPS_TEXTS.user.pastActions }).click();
  await expect(viewing.getByRole('textbox', { name: OPS_TEXTS.audit.target })).toHaveValue(target.user._id);
  await expect(viewing.getByTestId('ops-audit-rows')).toContainText('Ticket 7: balance question');
  await expect(viewing.getByTestId('ops-audit-rows').getByRole('row')).toHaveCount(2);
  const [download] = await Promise.all([viewing.waitForEvent('download'), viewing.getByRole('button', { name: OPS_TEXTS.audit.download }).click()]);
  expect(download.suggestedFilename()).toBe('audit-trail.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
  expect(csv).toContain('Ticket 7: balance question');
  await accessibleAtBothWidths(viewing);

  const refused = await (await browser.newContext()).newPage();
  await openSignedIn(refused, stranger, '/ops');
  await expect(refused.getByRole('heading', { level: 1, name: OPS_TEXTS.notOperatorTitle })).toBeVisible();
  await expect(refused.getByTestId('ops-not-operator')).toHaveText(OPERATOR_ACCESS_MESSAGES.notOperator);
});
