import { randomUUID } from 'node:crypto';
import { localizedPath } from '#shared/domain/language-paths';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import { interpolate } from '#shared/i18n/message-format';
import frNotifications from '#locales/fr/notifications';
import { signUpByApi, storeWebSession } from '../support/accounts';
import { seedExpert, signInWebAs } from '../support/seed-expert';
import { requestBookingByApi, seedGig, startBookingsServer, type BookingsServer } from './bookings-support';

let server: BookingsServer;

test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

/**
 * The domain's rule messages and the bell's notices reach the user in their language —
 * a wallet rule the client checks, a booking rule the server answers (found by its English text),
 * and a notice the server wrote in the recipient's language (`users.language`).
 */
async function pageIn(browser: Browser, language: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('language', l), language);
  return page;
}

const missingKeys = (page: Page) => page.evaluate(() => (window as unknown as { __i18nMissing?: string[] }).__i18nMissing ?? []);

for (const language of ['fr', 'ar'] as const) {
  const messages = SHARED_CATALOGUES[language].messages;

  test(`a wallet rule and a booking rule show in ${language}`, async ({ browser }) => {
    const page = await pageIn(browser, language);
    const buyer = await signUpByApi(page.request, { name: 'Rula Rules', baseURL: server.baseURL, verify: true, mailDir: server.mailDir });

    // The wallet's rule (checked in the client): buying 0 credits.
    await storeWebSession(page, buyer, localizedPath(language, '/wallet'));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const amount = page.locator('form.bk-buy input[type="number"]');
    await amount.fill('0');
    await amount.press('Enter');
    const range = interpolate(messages['wallet.topupRange'] ?? '(none)', { min: 1, max: '10,000' }, language);
    await expect(page.locator('form.bk-buy').getByRole('alert')).toHaveText(range);

    // A booking rule the server answers: a booking that does not exist.
    await page.goto(localizedPath(language, `/bookings/${randomUUID()}`));
    const alert = page.getByRole('alert').filter({ hasText: messages['booking.notFound'] ?? '(none)' });
    await expect(alert).toBeVisible();
    await expect(page.getByText(SHARED_CATALOGUES.en.messages['booking.notFound'] ?? '(none)')).toHaveCount(0);
    expect(await missingKeys(page)).toEqual([]);
  });
}

test('the bell shows a French expert the booking request in French', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `Rigging en direct ${Date.now().toString(36)}`;
  const expert = await seedExpert(server.dataDir);
  const gigId = await seedGig(server, expert.userName, title);
  const expertPage = await pageIn(browser, 'fr');
  // The expert's account language, as the language menu keeps it.
  const auth = { Authorization: `Bearer ${expert.token}` };
  const set = await expertPage.request.put(`${server.baseURL}/api/account/language`, { headers: auth, data: { language: 'fr' } });
  expect(set.status(), await set.text()).toBe(200);

  const buyer = await signUpByApi(expertPage.request, { name: 'Bruno Buyer', baseURL: server.baseURL, verify: true, mailDir: server.mailDir });
  await requestBookingByApi(expertPage.request, server, buyer, gigId, [30]);

  // An English URL: the account's language wins, and the page moves to its French URL.
  await signInWebAs(expertPage, expert, '/about');
  await expect(expertPage).toHaveURL(/\/fr\/about$/);
  await expect(expertPage.locator('html')).toHaveAttribute('lang', 'fr');
  await expertPage.getByRole('button', { name: interpolate(frNotifications.bellUnread_one, { n: 1 }, 'fr') }).click();
  const panel = expertPage.getByRole('region', { name: frNotifications.bell });
  const item = panel.getByTestId('notification');
  const emails = SHARED_CATALOGUES.fr.emails;
  await expect(item.locator('strong')).toHaveText(emails['bell.requested.title'] ?? '(none)');
  await expect(item).toContainText(`Bruno Buyer a réservé « ${title} »`);
  await expect(item).not.toContainText('New booking request');
  expect(await missingKeys(expertPage)).toEqual([]);
});
