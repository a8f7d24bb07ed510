import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import frWallet from '#locales/fr/wallet';
import frBookings from '#locales/fr/bookings';
import frConversations from '#locales/fr/conversations';
import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import { interpolate } from '#shared/i18n/message-format';
import { HIDDEN_CONTACT_TEXT } from '#shared/domain/contact-masking';
import { signUpByApi, storeWebSession } from '../support/accounts';
import { seedExpert, signInWebAs } from '../support/seed-expert';
import { requestBookingByApi, seedGig, startBookingsServer, type BookingsServer } from './bookings-support';

/**
 * What the server keeps as keys and values is written in the reader's language — a
 * wallet entry's note, a booking's stage, the marker of contact details hidden until a booking, in
 * the conversation and in the bell's preview — with no English left and no key missing.
 */
let server: BookingsServer;
test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

async function frenchPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  return page;
}

const missingKeys = (page: Page) => page.evaluate(() => (window as unknown as { __i18nMissing?: string[] }).__i18nMissing ?? []);

test('in French, the wallet says what each movement was and the booking its stage', async ({ browser }) => {
  const title = `Rigging Blender ${Date.now().toString(36)}`;
  const expert = await seedExpert(server.dataDir);
  const gigId = await seedGig(server, expert.userName, title);
  const page = await frenchPage(browser);
  const buyer = await signUpByApi(page.request, { name: 'Inès Acheteuse', baseURL: server.baseURL, verify: true, mailDir: server.mailDir });
  const bookingId = await requestBookingByApi(page.request, server, buyer, gigId, [30, 31]);

  await storeWebSession(page, buyer, '/fr/wallet');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const held = page.getByRole('row').filter({ hasText: frWallet['kind.hold'] });
  await expect(held).toContainText(interpolate(frWallet['note.held'], { gig: title, package: 'Quick fix' }, 'fr'));
  const bought = page.getByRole('row').filter({ hasText: frWallet['kind.topup'] });
  await expect(bought).toContainText(/^.*Achat de 50\s+crédits.* — mode test/);
  await expect(page.locator('#main')).not.toContainText(/Held for|Bought|test mode/);

  await page.goto(`/fr/bookings/${bookingId}`);
  await expect(page.locator('#main').getByText(frBookings['stage.requested']).first()).toBeVisible();
  expect(await missingKeys(page)).toEqual([]);
});

test('in French, contact details hidden until a booking are marked in French in the conversation and in the bell', async ({ browser }) => {
  const expert = await seedExpert(server.dataDir);
  const page = await frenchPage(browser);
  // The bell's notices are written in the account's language when they are read.
  const language = await page.request.put(`${server.baseURL}/api/account/language`, {
    headers: { Authorization: `Bearer ${expert.token}` },
    data: { language: 'fr' },
  });
  expect(language.status(), await language.text()).toBe(200);
  const buyer = await signUpByApi(page.request, { name: 'Bruno Acheteur', baseURL: server.baseURL, verify: true, mailDir: server.mailDir });
  const auth = { Authorization: `Bearer ${buyer.token}` };
  const contact = await page.request.post(`${server.baseURL}/api/conversations/contact`, { headers: auth, data: { expertUserName: expert.userName } });
  expect(contact.status(), await contact.text()).toBe(200);
  const { conversation } = (await contact.json()) as { conversation: { id: string } };
  const sent = await page.request.post(`${server.baseURL}/api/conversations/${conversation.id}/messages`, {
    headers: auth,
    data: { clientId: randomUUID(), text: 'Appelez-moi au +91 98765 43210 svp' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signInWebAs(page, expert, `/messages/${conversation.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // In the thread and in the inbox's last-message preview.
  await expect(page.getByTestId('message').filter({ hasText: 'Appelez-moi' })).toContainText(frConversations.hiddenUntilBooked);
  await expect(page.getByTestId('conversation').filter({ hasText: 'Appelez-moi' })).toContainText(frConversations.hiddenUntilBooked);
  await page.locator('.bell-button').click();
  const preview = page.getByTestId('notification').filter({ hasText: 'Appelez-moi' });
  await expect(preview).toContainText(SHARED_CATALOGUES.fr.emails['bell.hiddenUntilBooked'] ?? '(no marker)');
  await expect(preview).toContainText(interpolate(SHARED_CATALOGUES.fr.emails['bell.message.title'] ?? '', { name: 'Bruno Acheteur' }, 'fr'));
  await expect(page.locator('body')).not.toContainText(HIDDEN_CONTACT_TEXT);
  await expect(page.locator('body')).not.toContainText('98765');
  expect(await missingKeys(page)).toEqual([]);
});
