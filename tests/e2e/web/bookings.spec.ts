import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpByApi, storeWebSession, toastWith, type Account } from '../support/accounts';
import { seriousViolations as axeViolations } from '../support/axe';
import { seedExpert, signInWebAs, type SeededExpert } from '../support/seed-expert';
import { seedGig, startBookingsServer, type BookingsServer } from './bookings-support';
import { recordJoin, recordLeave } from '#server/modules/sessions/attendance';

const DAY = 24 * 3600 * 1000;

/** The serious and critical axe violations, leaving out the toasts, which may be caught mid-animation. */
const seriousViolations = (page: Page) => axeViolations(page, { exclude: '.Toastify' });
let server: BookingsServer;

test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

async function pageOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, timezoneId: 'Asia/Kolkata' });
  return context.newPage();
}

/** The date (YYYY-MM-DD) `days` from now in Asia/Kolkata, where the pages run: the dialog's Day values. */
function kolkataDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * DAY));
}

test('buy credits, book a gig, the expert accepts, both attend and the buyer confirms and reviews; both see it and search shows the rating', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Blender quokka modelling session ${Date.now().toString(36)}`;
  const keyword = title.split(' ').slice(-1)[0] ?? '';
  const expert: SeededExpert = await seedExpert(server.dataDir);
  const gigId = await seedGig(server, expert.userName, title);
  const buyer: Account = await signUpByApi((await pageOn(browser)).request, {
    name: 'Bea Buyer',
    baseURL: server.baseURL,
    verify: true,
    mailDir: server.mailDir,
  });

  const buyerPage = await pageOn(browser);
  const expertPage = await pageOn(browser);
  let bookingUrl = '';

  await test.step('with no credits, the dialog says so and links to Buy credits', async () => {
    await storeWebSession(buyerPage, buyer, `/gigs/${gigId}`);
    await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await buyerPage.getByRole('tab', { name: 'Standard' }).click();
    await buyerPage.getByRole('button', { name: 'Book Standard' }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Book a session' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /Standard/ })).toBeChecked();
    await expect(dialog.getByText('This package costs 25 credits (₹250).')).toBeVisible();
    await expect(dialog.getByText('You do not have enough credits for this package.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Book and hold 25 credits' })).toBeDisabled();
    await dialog.getByRole('link', { name: 'Buy credits' }).click();
    await expect(buyerPage).toHaveURL(/\/wallet\?need=25&back=/);
  });

  await test.step('buy credits in test mode', async () => {
    await expect(buyerPage.getByRole('heading', { level: 1, name: 'Your wallet' })).toBeVisible();
    await expect(
      buyerPage.getByText('Test mode: no real payment is taken and the credits are added at once.'),
    ).toBeVisible();
    await expect(buyerPage.getByLabel('Credits to buy')).toHaveValue('25');
    await buyerPage.getByRole('button', { name: '50', exact: true }).click();
    await buyerPage.getByRole('button', { name: 'Buy 50 credits for ₹500' }).click();
    await expect(toastWith(buyerPage, 'Credits added')).toBeVisible();
    await expect(buyerPage.getByTestId('wallet-balance')).toHaveText('50 credits (₹500)');
    await expect(buyerPage.getByRole('cell', { name: /Credits bought/ })).toBeVisible();
    expect(await seriousViolations(buyerPage)).toEqual([]);
    await buyerPage.getByRole('link', { name: 'Back to the gig' }).click();
  });

  await test.step('book the Standard package with two proposed times and a note', async () => {
    // The dialog opens on the package whose Book button was pressed; the package can change inside it.
    await buyerPage.getByRole('button', { name: 'Book Basic' }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Book a session' });
    await expect(dialog.getByText('This package costs 10 credits (₹100).')).toBeVisible();
    await dialog.getByText('Deep dive').click();
    await expect(dialog.getByRole('radio', { name: /Standard/ })).toBeChecked();
    // Chromium names the zone by its ICU alias (Asia/Calcutta).
    await expect(
      dialog.getByText(
        /^Times are in your time zone \(Asia\/(Kolkata|Calcutta)\); the expert picks one of them\.$/,
      ),
    ).toBeVisible();
    // The expert takes any hour of any day (in UTC): every half hour is open, and the dialog names their zone.
    await expect(dialog.getByText('The expert works in UTC time.')).toBeVisible();
    const openOn = dialog.getByRole('group', { name: /^Open times on / });
    await dialog.getByLabel('Day', { exact: true }).selectOption(kolkataDay(1));
    await openOn.getByLabel('10:00', { exact: true }).check();
    await dialog.getByLabel('Day', { exact: true }).selectOption(kolkataDay(2));
    await openOn.getByLabel('18:00', { exact: true }).check();
    await expect(dialog.getByRole('list', { name: 'Your picks' }).getByRole('listitem')).toHaveCount(2);
    await dialog.getByLabel('Note for the expert (optional)').fill('Help me with hard-surface modelling');
    await expect(dialog.getByText('Your balance: 50 credits (₹500)')).toBeVisible();
    expect(await seriousViolations(buyerPage)).toEqual([]);
    await dialog.getByRole('button', { name: 'Book and hold 25 credits' }).click();
    await expect(toastWith(buyerPage, 'Booking requested')).toBeVisible();
    await expect(buyerPage).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
    bookingUrl = new URL(buyerPage.url()).pathname;
    await expect(buyerPage.getByRole('heading', { level: 1, name: 'Booking' })).toBeVisible();
    await expect(buyerPage.getByText('Pending', { exact: true })).toBeVisible();
    await expect(buyerPage.getByText('Waiting for the expert')).toBeVisible();
    expect(await seriousViolations(buyerPage)).toEqual([]);
    const mail = await server.mailTo(expert.email, /New booking request/);
    expect(mail.text).toContain('Bea Buyer booked');
  });

  await test.step('the expert accepts one of the times from the dashboard', async () => {
    await signInWebAs(expertPage, expert, `/users/${expert.userName}/expert_dashboard`);
    const active = expertPage.getByRole('region', { name: 'Active orders' });
    await expect(active.getByText('Bea Buyer')).toBeVisible();
    const times = active.getByRole('group', { name: 'Pick a start time' }).getByRole('radio');
    await expect(times).toHaveCount(2);
    expect(await seriousViolations(expertPage)).toEqual([]);
    await times.nth(1).check();
    await active.getByRole('button', { name: 'Accept' }).click();
    await active.getByRole('button', { name: 'Yes, accept' }).click();
    await expect(toastWith(expertPage, 'Booking accepted')).toBeVisible();
    // Attendance settles the session: the expert has no button to complete it.
    await expect(active.getByText('The session is settled from who attended the room. The buyer can also confirm it early.')).toBeVisible();
    await expect(active.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
    await server.mailTo(buyer.email, /Your session is confirmed/);
  });

  await test.step('the buyer adds the accepted session to a calendar from the booking page', async () => {
    await buyerPage.goto(bookingUrl);
    const [download] = await Promise.all([buyerPage.waitForEvent('download'), buyerPage.getByRole('button', { name: 'Add to calendar' }).click()]);
    expect(download.suggestedFilename()).toBe('qurious-session.ics');
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`UID:${bookingUrl.split('/').pop() ?? ''}@`);
  });

  await test.step('both were in the room for five minutes; the buyer confirms the session and sees its attendance', async () => {
    const bookingId = bookingUrl.split('/').pop() ?? '';
    const row = await server.deps.db.kysely
      .selectFrom('bookings as b')
      .innerJoin('expert_profiles as e', 'e.id', 'b.expert_id')
      .select(['b.scheduled_at', 'b.buyer_id', 'e.user_id as expert_user_id'])
      .where('b.id', '=', bookingId)
      .executeTakeFirstOrThrow();
    const startsAt = Date.parse(row.scheduled_at ?? '');
    // The room's attendance, as it records a join and a leave of each side.
    for (const userId of [row.buyer_id, row.expert_user_id]) {
      const connectionId = `e2e-${userId}`;
      await recordJoin(server.deps.db.kysely, { bookingId, userId, connectionId, at: new Date(startsAt) });
      await recordLeave(server.deps.db.kysely, { bookingId, connectionId, at: new Date(startsAt + 5 * 60_000) });
    }
    server.advance(startsAt + 6 * 60_000 - server.now().getTime());
    await buyerPage.clock.setSystemTime(server.now());
    await buyerPage.goto(bookingUrl);
    await buyerPage.getByRole('button', { name: 'Mark completed' }).click();
    await buyerPage.getByRole('group', { name: 'Mark this session completed? Its credits go to the expert.' }).getByRole('button', { name: 'Mark completed' }).click();
    await expect(toastWith(buyerPage, /Session completed/)).toBeVisible();
    const settled = buyerPage.getByRole('region', { name: 'How this session was settled' });
    await expect(settled.getByText('Rule applied: the buyer confirmed the session after both were in the room together.')).toBeVisible();
    await expect(settled.getByText('5 min', { exact: true })).toBeVisible();

    await expertPage.goto(bookingUrl);
    await expect(expertPage.getByRole('region', { name: 'How this session was settled' })).toContainText('Completed: the credits went to the expert.');
    // The platform's fee (20 %, the default) is the expert's to read, on the booking they earned from.
    await expect(expertPage.getByTestId('booking-earning')).toHaveText('20 credits (₹200) after the platform fee of 20% (5 credits (₹50))');
  });

  await test.step('the expert sees the order completed and the credits in Earnings', async () => {
    await expertPage.goto(`/users/${expert.userName}/orders`);
    const row = expertPage.getByRole('row').filter({ hasText: 'Bea Buyer' });
    await expect(row.getByText('Completed', { exact: true })).toBeVisible();
    await expertPage.goto(`/users/${expert.userName}/earnings`);
    await expect(expertPage.getByTestId('earnings-released')).toHaveText('25 credits (₹250)');
    await expect(expertPage.getByTestId('earnings-fees')).toHaveText('5 credits (₹50)');
    await expect(expertPage.getByTestId('earnings-available')).toHaveText('20 credits (₹200)');
    await expect(expertPage.getByTestId('earnings-held')).toHaveText('0 credits (₹0)');
    expect(await seriousViolations(expertPage)).toEqual([]);
  });

  await test.step('the buyer sees the order Completed in the orders table and reviews it', async () => {
    await buyerPage.goto(`/users/${buyer.user.username}`);
    const row = buyerPage.getByRole('row').filter({ hasText: expert.user.expertProfile?.displayName ?? '' });
    await expect(row.getByText('Completed', { exact: true })).toBeVisible();
    await expect(row.getByText('25 credits')).toBeVisible();
    // The table's filters apply to the real rows.
    const orders = buyerPage.getByRole('region', { name: 'Your orders' });
    await orders.getByLabel('Status').selectOption('Pending');
    await expect(orders.getByText('No orders match these filters.')).toBeVisible();
    await orders.getByLabel('Status').selectOption('Completed');
    await expect(row).toBeVisible();
    await orders.getByLabel('Search your orders').fill('no such expert');
    await expect(orders.getByText('No orders match these filters.')).toBeVisible();
    await orders.getByRole('button', { name: 'Reset Filter' }).click();
    await expect(row).toBeVisible();
    await orders.getByLabel('Search your orders').fill('3d model');
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: '3D Modeling' }).click();
    await expect(buyerPage).toHaveURL(new RegExp(`${bookingUrl}$`));
    expect(await seriousViolations(buyerPage)).toEqual([]);
    await buyerPage.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await buyerPage.getByLabel('How was the session?').fill('Patient and precise, my model finally works.');
    await buyerPage.getByRole('button', { name: 'Send review' }).click();
    await expect(toastWith(buyerPage, 'Thank you for your review!')).toBeVisible();
    await expect(buyerPage.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(buyerPage.getByRole('button', { name: 'Send review' })).toHaveCount(0);
  });

  await test.step('the rating appears in search', async () => {
    await buyerPage.goto(`/search/gigs?keyword=${encodeURIComponent(keyword)}`);
    // The gig may show twice (Top Experts and all results): every card carries the rating.
    const cards = buyerPage.getByTestId('gig-card').filter({ hasText: title });
    await expect(cards.first()).toBeVisible();
    for (const c of await cards.all())
      await expect(c.getByLabel('Rated 5.0 out of 5 from 1 review')).toBeVisible();
    const card = cards.first();
    await expect(card.getByLabel('Rated 5.0 out of 5 from 1 review')).toBeVisible();
    await card.getByRole('link', { name: title }).click();
    await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The gig's rating and its expert's, both computed from the review.
    await expect(buyerPage.getByLabel('Rated 5.0 out of 5 from 1 review')).toHaveCount(2);
  });
});
