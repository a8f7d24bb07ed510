import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { toastWith } from '../support/accounts';
import { seriousViolations as axeViolations } from '../support/axe';
import { seedExpert, signInWebAs } from '../support/seed-expert';
import { TEST_PAYOUT_SETTLE_MS } from '#server/modules/wallet/payout-provider';
import { startBookingsServer, type BookingsServer } from './bookings-support';

/** An expert with earnings sees them, saves a UPI id, withdraws, and follows the withdrawal to paid. */
let server: BookingsServer;
test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

const seriousViolations = (page: Page) => axeViolations(page, { exclude: '.Toastify' });

test('an expert with earnings sees the figures, saves a UPI id, withdraws, and sees it in history', async ({
  browser,
}) => {
  const expert = await seedExpert(server.dataDir);
  const db = server.deps.db.kysely;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', expert.email)
    .executeTakeFirstOrThrow();
  // Two sessions' credits released to the expert (the server suites run the whole booking flow).
  const now = server.now().toISOString();
  await db
    .insertInto('wallet_ledger')
    .values(
      [90, 60].map((credits) => ({
        id: randomUUID(),
        user_id: user.id,
        kind: 'release' as const,
        credits,
        description: '',
        created_at: now,
      })),
    )
    .execute();

  const context = await browser.newContext({ baseURL: server.baseURL, timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  await signInWebAs(page, expert, `/users/${expert.userName}/expert_dashboard`);
  await page.getByRole('button', { name: 'Business' }).click();
  await page.getByRole('menuitem', { name: 'Earnings' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${expert.userName}/earnings$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  await expect(page.getByTestId('earnings-available')).toHaveText('150 credits (₹1,500)');
  await expect(page.getByTestId('earnings-pending')).toHaveText('0 credits (₹0)');
  await expect(page.getByTestId('earnings-withdrawn')).toHaveText('0 credits (₹0)');
  await expect(page.getByText('No withdrawals yet.')).toBeVisible();

  await test.step('a malformed UPI id is refused on the page; a good one is saved and shown masked', async () => {
    const form = page.getByRole('form', { name: 'Where we pay you' });
    await expect(form.getByRole('radio', { name: 'UPI id' })).toBeChecked();
    await form.getByRole('textbox', { name: 'UPI id' }).fill('meera-at-okhdfc');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText('Enter a UPI id like name@bank');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('textbox', { name: 'UPI id' }).fill('meera.iyer@okhdfc');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'Payout account saved')).toBeVisible();
    await expect(page.getByTestId('payout-destination')).toHaveText('me•••@okhdfc');
    await expect(page.getByText('meera.iyer@okhdfc')).toHaveCount(0);
  });

  await test.step('withdrawing more than is available or under the minimum is refused; 120 credits are withdrawn', async () => {
    const form = page.getByRole('form', { name: 'Withdraw' });
    const amount = form.getByLabel('Credits to withdraw');
    await expect(amount).toHaveValue('150');
    await amount.fill('99');
    await form.getByRole('button', { name: 'Withdraw 99 credits (₹990)' }).click();
    await expect(form.getByRole('alert')).toHaveText('Withdraw between 100 and 50,000 credits at a time');
    await amount.fill('151');
    await form.getByRole('button', { name: 'Withdraw 151 credits (₹1,510)' }).click();
    await expect(form.getByRole('alert')).toHaveText('You can withdraw up to 150 credits (₹1,500).');
    await amount.fill('120');
    await form.getByRole('button', { name: 'Withdraw 120 credits (₹1,200)' }).click();
    await expect(toastWith(page, 'Withdrawal requested')).toBeVisible();
    await expect(page.getByTestId('earnings-available')).toHaveText('30 credits (₹300)');
    await expect(page.getByTestId('earnings-withdrawn')).toHaveText('120 credits (₹1,200)');
    // What is left is under the minimum: the form says so and offers nothing to press.
    await expect(form.getByTestId('withdraw-below-minimum')).toHaveText(
      'Withdrawals start at 100 credits: you can withdraw again once that much is available.',
    );
    await expect(form.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
    const row = page
      .getByRole('table', { name: 'Withdrawals' })
      .getByRole('row')
      .filter({ hasText: '120 credits (₹1,200)' });
    await expect(row.getByRole('cell', { name: 'me•••@okhdfc' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Requested' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the payout job, running in the server, settles it once the provider has: the history says paid', async () => {
    // The server's runner hands the payout to the provider first; then the provider's time passes.
    const payout = () =>
      db
        .selectFrom('payouts')
        .select(['provider_ref', 'status'])
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await payout()).provider_ref).toMatch(/^test_payout_/);
    server.advance(TEST_PAYOUT_SETTLE_MS);
    await expect.poll(async () => (await payout()).status, { timeout: 30_000 }).toBe('paid');
    await page.reload();
    const row = page
      .getByRole('table', { name: 'Withdrawals' })
      .getByRole('row')
      .filter({ hasText: '120 credits (₹1,200)' });
    await expect(row.getByRole('cell', { name: 'Paid' })).toBeVisible();
    await expect(page.getByTestId('earnings-withdrawn')).toHaveText('120 credits (₹1,200)');
  });
  await context.close();
});
