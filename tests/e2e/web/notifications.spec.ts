import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpByApi, storeWebSession, toastWith } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { seedExpert, signInWebAs, type SeededExpert } from '../support/seed-expert';
import { requestBookingByApi, seedGig, startBookingsServer, type BookingsServer } from './bookings-support';

let server: BookingsServer;

test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

async function pageOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, timezoneId: 'Asia/Kolkata' });
  return context.newPage();
}

test('the bell rises live when the expert accepts, lists it and leads to the booking; the email unsubscribes in one click', async ({ browser }) => {
  test.setTimeout(150_000);
  const title = `Blender bell session ${Date.now().toString(36)}`;
  const expert: SeededExpert = await seedExpert(server.dataDir);
  const gigId = await seedGig(server, expert.userName, title);
  const buyerPage = await pageOn(browser);
  const expertPage = await pageOn(browser);
  const buyer = await signUpByApi(buyerPage.request, { name: 'Nina Notified', baseURL: server.baseURL, verify: true, mailDir: server.mailDir });
  const bookingId = await requestBookingByApi(buyerPage.request, server, buyer, gigId, [30, 50]);

  await test.step('both sides see their bell; the expert has the request unread', async () => {
    await storeWebSession(buyerPage, buyer, '/about');
    await expect(buyerPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await signInWebAs(expertPage, expert, `/users/${expert.userName}/expert_dashboard`);
    await expect(expertPage.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  });

  await test.step('the expert accepts; the buyer\'s bell rises without a reload', async () => {
    const active = expertPage.getByRole('region', { name: 'Active orders' });
    await expect(active.getByText('Nina Notified')).toBeVisible();
    await active.getByRole('group', { name: 'Pick a start time' }).getByRole('radio').first().check();
    await active.getByRole('button', { name: 'Accept' }).click();
    await active.getByRole('button', { name: 'Yes, accept' }).click();
    await expect(toastWith(expertPage, 'Booking accepted')).toBeVisible();
    const bell = buyerPage.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await expect(buyerPage.getByTestId('bell-badge')).toHaveText('1');
    await bell.click();
    const panel = buyerPage.getByRole('region', { name: 'Notifications' });
    const item = panel.getByTestId('notification').filter({ hasText: 'Booking accepted' });
    await expect(item).toContainText(title);
    expect(await seriousViolations(buyerPage)).toEqual([]);
    await item.getByRole('link').click();
    await expect(buyerPage).toHaveURL(new RegExp(`/bookings/${bookingId}$`));
    await expect(buyerPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });

  await test.step('the expert marks all read', async () => {
    await expertPage.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await expertPage.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(expertPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });

  await test.step('the unsubscribe link of the real acceptance email switches that kind off', async () => {
    const mail = await server.mailTo(buyer.email, /Your session is confirmed/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = (mail.headers['list-unsubscribe'] ?? '').replace(/^<|>$/g, '');
    expect(mail.text).toContain(link);
    await buyerPage.goto(link);
    await expect(buyerPage.getByText('Stop emails about: Bookings accepted?')).toBeVisible();
    await buyerPage.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(buyerPage.getByRole('status')).toHaveText(/You will no longer get emails about: Bookings accepted\./);
    const settings = await buyerPage.goto('/settings/notifications');
    expect(settings?.status()).toBe(200);
    await expect(buyerPage).toHaveTitle(/Notification settings/);
    await expect(buyerPage.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
    await expect(buyerPage.getByRole('checkbox', { name: 'Bookings accepted' })).not.toBeChecked();
    await expect(buyerPage.getByRole('checkbox', { name: 'Bookings declined' })).toBeChecked();
    // And back on from the settings page.
    await buyerPage.getByRole('checkbox', { name: 'Bookings accepted' }).check();
    await expect(buyerPage.getByRole('status')).toHaveText('Saved.');
    await buyerPage.reload();
    await expect(buyerPage.getByRole('checkbox', { name: 'Bookings accepted' })).toBeChecked();
  });

  await test.step('on a narrow screen the one bell sits beside the profile, the navigation being hidden', async () => {
    await buyerPage.setViewportSize({ width: 800, height: 900 });
    const bells = buyerPage.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bells).toHaveCount(1);
    await expect(bells).toBeVisible();
    await buyerPage.setViewportSize({ width: 1280, height: 900 });
    await expect(bells).toHaveCount(1);
    await expect(buyerPage.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Notifications/ })).toBeVisible();
  });
});
