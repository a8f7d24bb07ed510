import { expect, test, type Browser, type Page } from '@playwright/test';
import { ATTACHMENT_TYPE_MESSAGE, DOCUMENT_CONTENT_MESSAGE } from '#shared/domain/documents';
import { MINIMAL_PDF } from '../../helpers/pdf';
import { seriousViolations } from '../support/axe';
import { signUpByApi, storeWebSession, type Account } from '../support/accounts';
import { seedExpert, signInWebAs, type SeededExpert } from '../support/seed-expert';
import { seedGig, startBookingsServer, type BookingsServer } from './bookings-support';

const DAY = 24 * 3600 * 1000;
let server: BookingsServer;

test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

async function pageOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, timezoneId: 'Asia/Kolkata' });
  return context.newPage();
}

/** A `datetime-local` value `days` ahead at `hour`:00 in Asia/Kolkata, where the pages run. */
function kolkataLocal(days: number, hour: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * DAY));
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

test('a buyer posts a request, the matched expert sees it live and offers, the buyer accepts and finds the session in orders and the expert\'s calendar', async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `Blender scene renders black ${Date.now().toString(36)}`;
  const expert: SeededExpert = await seedExpert(server.dataDir);
  await seedGig(server, expert.userName, `Blender help ${Date.now().toString(36)}`);
  const buyerPage = await pageOn(browser);
  const expertPage = await pageOn(browser);
  const buyer: Account = await signUpByApi(buyerPage.request, { name: 'Rhea Requester', baseURL: server.baseURL, verify: true, mailDir: server.mailDir });
  let requestId = '';
  const top = await buyerPage.request.post(`${server.baseURL}/api/wallet/checkout`, { headers: { Authorization: `Bearer ${buyer.token}` }, data: { credits: 50 } });
  expect(top.status(), await top.text()).toBe(201);

  await test.step('the expert opens their dashboard before the request exists', async () => {
    await signInWebAs(expertPage, expert, `/users/${expert.userName}/expert_dashboard`);
    await expect(expertPage.getByRole('region', { name: 'Requests for you' }).getByText('No open request matches you right now.')).toBeVisible();
  });

  await test.step('the buyer posts a request from the buyer menu', async () => {
    await storeWebSession(buyerPage, buyer, '/');
    await buyerPage.getByRole('banner').getByRole('button', { name: /Profile menu/ }).click();
    await buyerPage.getByRole('menuitem', { name: 'Post a request' }).click();
    await expect(buyerPage.getByRole('heading', { level: 1, name: 'Post a request' })).toBeVisible();
    await buyerPage.getByLabel('Title').fill(title);
    await buyerPage.getByLabel('What do you need?').fill('My Blender scene renders completely black and I cannot find the setting that causes it.');
    await buyerPage.getByLabel('Software').selectOption('Blender');
    await buyerPage.getByLabel('Session length').selectOption('30 Minutes');
    await buyerPage.getByLabel('Budget from (credits)').fill('10');
    await buyerPage.getByLabel('Budget up to (credits)').fill('30');
    await buyerPage.getByTestId('window-start-0').fill(kolkataLocal(1, 10));
    await buyerPage.getByTestId('window-end-0').fill(kolkataLocal(1, 13));
    const attach = buyerPage.getByLabel('Add an image or a PDF');
    const refusal = buyerPage.getByRole('alert');
    await attach.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('the render settings') });
    await expect(refusal).toHaveText(ATTACHMENT_TYPE_MESSAGE);
    await attach.setInputFiles({ name: 'scene.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF at all') });
    await expect(refusal).toHaveText(DOCUMENT_CONTENT_MESSAGE);
    await attach.setInputFiles({ name: 'scene.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
    await expect(buyerPage.getByRole('link', { name: 'PDF 1 of the request' })).toHaveAttribute('href', /^\/files\/[a-z0-9-]+\.pdf$/);
    await expect(refusal).toHaveCount(0);
    await buyerPage.getByRole('button', { name: 'Post the request' }).click();
    await expect(buyerPage).toHaveURL(/\/requests\/[0-9a-f-]+$/);
    requestId = new URL(buyerPage.url()).pathname.split('/').pop() ?? '';
    await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(buyerPage.getByText('No offers yet: they appear here as experts send them.')).toBeVisible();
  });

  await test.step('the expert sees it arrive in Requests for you and sends an offer', async () => {
    const forYou = expertPage.getByRole('region', { name: 'Requests for you' });
    await expect(forYou.getByRole('link', { name: title })).toBeVisible();
    await forYou.getByRole('link', { name: title }).click();
    await expect(expertPage.getByRole('heading', { level: 2, name: 'Send an offer' })).toBeVisible();
    const document = expertPage.getByRole('link', { name: 'PDF 1 of the request' });
    const download = await expertPage.request.get(`${server.baseURL}${(await document.getAttribute('href')) ?? ''}`);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(download.headers()['content-disposition']).toBe('attachment');
    expect((await download.body()).equals(MINIMAL_PDF)).toBe(true);
    // The expert's view of a request (its PDF, the offer form) at both widths, before the offer is sent.
    for (const width of [390, 1280]) {
      await expertPage.setViewportSize({ width, height: 900 });
      await expect(expertPage.getByLabel('Price (credits)')).toBeVisible();
      expect(await seriousViolations(expertPage, { include: '#main' }), `the expert's request page at ${width}`).toEqual([]);
    }
    await expertPage.getByLabel('Price (credits)').fill('20');
    await expertPage.getByLabel('Message to the buyer').fill('I can fix this with you in half an hour.');
    await expertPage.getByRole('button', { name: 'Send the offer' }).click();
    await expect(expertPage.getByRole('heading', { level: 2, name: 'Your offer' })).toBeVisible();
  });

  await test.step('the offer appears on the buyer\'s open page without a reload, and the buyer accepts it', async () => {
    const card = buyerPage.getByTestId('offer-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByText('20 credits')).toBeVisible();
    await expect(card.getByText('I can fix this with you in half an hour.')).toBeVisible();
    await card.getByRole('button', { name: 'Accept this offer' }).click();
    await expect(buyerPage.getByText('You booked a session from this request.')).toBeVisible();
    await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
  });

  await test.step('the buyer finds the booked session in orders, the credits held', async () => {
    await buyerPage.getByRole('link', { name: 'See it in your orders' }).click();
    const row = buyerPage.getByRole('row').filter({ hasText: expert.user.expertProfile?.displayName ?? '' });
    await expect(row.getByText('20 credits')).toBeVisible();
    await buyerPage.goto('/wallet');
    await expect(buyerPage.getByTestId('wallet-balance')).toHaveText('30 credits (₹300)');
  });

  await test.step('the expert\'s calendar feed holds the booked session', async () => {
    const detail = await buyerPage.request.get(`${server.baseURL}/api/requests/${requestId}`, { headers: { Authorization: `Bearer ${buyer.token}` } });
    expect(detail.status()).toBe(200);
    const { request } = (await detail.json()) as { request: { bookingId: string | null } };
    expect(request.bookingId).not.toBeNull();
    const booking = await buyerPage.request.get(`${server.baseURL}/api/bookings/${request.bookingId ?? ''}`, { headers: { Authorization: `Bearer ${buyer.token}` } });
    const { booking: booked } = (await booking.json()) as { booking: { scheduledAt: string } };
    await expertPage.goto(`/users/${expert.userName}/expert_dashboard`);
    const link = expertPage.getByLabel('Your calendar link', { exact: true });
    await expect(link).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await expertPage.request.get(`${server.baseURL}${new URL(await link.inputValue()).pathname}`);
    expect(feed.status()).toBe(200);
    // Long lines are folded (CRLF and a space); unfolded, the event names the booking and starts at its time.
    const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`/bookings/${request.bookingId ?? ''}`);
    const start = new Date(booked.scheduledAt).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${start}`);
  });
});
