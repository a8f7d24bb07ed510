import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpByApi, storeWebSession, toastWith, type Account } from '../support/accounts';
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

/** A device-local datetime-local value `days` from now at `hour`:00. */
function localSlot(days: number, hour: number): string {
  const d = new Date(Date.now() + days * DAY);
  // The page runs in Asia/Kolkata (UTC+5:30); build the value in that zone.
  const local = new Date(d.getTime() + 5.5 * 3600 * 1000);
  const day = local.toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

test('TEMP buy credits, book a gig, the expert accepts and completes, the buyer reviews; both see it and search shows the rating', async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `Blender quokka modelling session ${Date.now().toString(36)}`;
  const keyword = title.split(' ').slice(-1)[0] ?? '';
  const expert: SeededExpert = await seedExpert(server.dataDir);
  const gigId = await seedGig(server, expert.userName, title);
  const buyer: Account = await signUpByApi((await pageOn(browser)).request, { name: 'Bea Buyer', baseURL: server.baseURL });

  const buyerPage = await pageOn(browser);
  const expertPage = await pageOn(browser);
  let bookingUrl = '';

  await test.step('TEMP: buy credits and book via API', async () => {
    await storeWebSession(buyerPage, buyer, '/wallet');
    await expect(buyerPage.getByText('Test mode: no real payment is taken and the credits are added at once.')).toBeVisible();
    await buyerPage.getByRole('button', { name: '50', exact: true }).click();
    await buyerPage.getByRole('button', { name: 'Buy 50 credits for ₹500' }).click();
    await expect(toastWith(buyerPage, 'Credits added')).toBeVisible();
    await expect(buyerPage.getByTestId('wallet-balance')).toHaveText('50 credits (₹500)');
    const res = await buyerPage.request.post(`${server.baseURL}/api/bookings`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
      data: { gigId, tier: 'standard', proposedTimes: [new Date(Date.now() + DAY).toISOString(), new Date(Date.now() + 2 * DAY).toISOString()], note: 'hi', timeZone: 'Asia/Kolkata' },
    });
    expect(res.status(), await res.text()).toBe(201);
    bookingUrl = `/bookings/${(await res.json()).booking._id}`;
    await buyerPage.goto(bookingUrl);
    await expect(buyerPage.getByText('Waiting for the expert')).toBeVisible();
    await buyerPage.screenshot({ path: '/tmp/bk-shot-booking.png', fullPage: true });
    await buyerPage.goto('/wallet');
    await expect(buyerPage.getByTestId('wallet-balance')).toHaveText('25 credits (₹250)');
    await buyerPage.screenshot({ path: '/tmp/bk-shot-wallet.png', fullPage: true });
  });

  await test.step('the expert accepts one of the times from the dashboard', async () => {
    await signInWebAs(expertPage, expert, `/users/${expert.userName}/expert_dashboard`);
    const active = expertPage.getByRole('region', { name: 'Active orders' });
    await expect(active.getByText('Bea Buyer')).toBeVisible();
    const times = active.getByRole('group', { name: 'Pick a start time' }).getByRole('radio');
    await expect(times).toHaveCount(2);
    await expertPage.screenshot({ path: '/tmp/bk-shot-dash.png', fullPage: true });
    await times.nth(1).check();
    await active.getByRole('button', { name: 'Accept' }).click();
    await expect(toastWith(expertPage, 'Booking accepted')).toBeVisible();
    await expect(active.getByRole('button', { name: 'Mark completed' })).toBeDisabled();
    await expect(active.getByText('You can mark it completed once the session has started.')).toBeVisible();
    await server.mailTo(buyer.email, /Your session is confirmed/);
  });

  await test.step('after the session started, the expert marks it completed', async () => {
    server.advance(3 * DAY);
    await expertPage.clock.setSystemTime(new Date(Date.now() + 3 * DAY));
    await expertPage.reload();
    const active = expertPage.getByRole('region', { name: 'Active orders' });
    await active.getByRole('button', { name: 'Mark completed' }).click();
    await expect(toastWith(expertPage, /Session completed/)).toBeVisible();
    await expect(active.getByText('No active orders.')).toBeVisible();
    const last = expertPage.getByRole('region', { name: 'Your last order' });
    await expect(last.getByText('Completed', { exact: true })).toBeVisible();
  });

  await test.step('the expert sees the order completed and the credits in Earnings', async () => {
    await expertPage.goto(`/users/${expert.userName}/orders`);
    const row = expertPage.getByRole('row').filter({ hasText: 'Bea Buyer' });
    await expect(row.getByText('Completed', { exact: true })).toBeVisible();
    await expertPage.goto(`/users/${expert.userName}/earnings`);
    await expect(expertPage.getByTestId('earnings-released')).toHaveText('25 credits (₹250)');
    await expect(expertPage.getByTestId('earnings-held')).toHaveText('0 credits (₹0)');
    await expertPage.screenshot({ path: '/tmp/bk-shot-earnings.png', fullPage: true });
  });

  await test.step('the buyer sees the order Completed in the orders table and reviews it', async () => {
    await buyerPage.goto(`/users/${buyer.user.username}`);
    const row = buyerPage.getByRole('row').filter({ hasText: expert.user.expertProfile?.displayName ?? '' });
    await expect(row.getByText('Completed', { exact: true })).toBeVisible();
    await expect(row.getByText('25 credits')).toBeVisible();
    await row.getByRole('link', { name: '3D Modeling' }).click();
    await expect(buyerPage).toHaveURL(new RegExp(`${bookingUrl}$`));
    await buyerPage.screenshot({ path: '/tmp/bk-shot-review.png', fullPage: true });
    await buyerPage.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await buyerPage.getByLabel('How was the session?').fill('Patient and precise, my model finally works.');
    await buyerPage.getByRole('button', { name: 'Send review' }).click();
    await expect(toastWith(buyerPage, 'Thank you for your review!')).toBeVisible();
    await expect(buyerPage.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(buyerPage.getByRole('button', { name: 'Send review' })).toHaveCount(0);
  });

  await test.step('the rating appears in search', async () => {
    await buyerPage.goto(`/search/gigs?keyword=${encodeURIComponent(keyword)}`);
    const card = buyerPage.getByRole('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('5.0')).toBeVisible();
  });
});
