import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enBookings from '#locales/en/bookings';
import enWallet from '#locales/en/wallet';
import { interpolate } from '#shared/i18n/message-format';
import { seriousViolations } from '../support/axe';
import { signUpByApi, storeWebSession, toastWith, type Account } from '../support/accounts';
import { seedExpert, type SeededExpert } from '../support/seed-expert';
import { requestBookingByApi, seedGig, startBookingsServer, type BookingsServer } from './bookings-support';

/**
 * A buyer cancels an accepted session less than 24 hours before its start: the dialog shows the split
 * first (the late-cancellation fee to the expert, the rest back), the booking and the wallet say where the
 * credits went, and the expert's booking page shows the compensation. A buyer on Pro for buyers (the
 * built-in test mode pays at once) cancels as late and pays no fee, on a phone-sized screen.
 */
let server: BookingsServer;
let expert: SeededExpert;
let gigId: string;
test.beforeAll(async () => {
  server = await startBookingsServer();
  expert = await seedExpert(server.dataDir);
  gigId = await seedGig(server, expert.userName, 'Blender lighting, cancelled late');
});
test.afterAll(async () => {
  await server?.close();
});

const say = (key: keyof typeof enBookings, values: Record<string, string | number>) => interpolate(enBookings[key], values, 'en');

/** A basic (10-credit) session of the buyer's, accepted by the expert, starting `hoursAhead` from now. */
async function acceptedSession(request: APIRequestContext, buyer: Account, hoursAhead: number): Promise<string> {
  const bookingId = await requestBookingByApi(request, server, buyer, gigId, [hoursAhead]);
  const booking = await request.get(`${server.baseURL}/api/bookings/${bookingId}`, { headers: { Authorization: `Bearer ${buyer.token}` } });
  const time = ((await booking.json()) as { booking: { proposedTimes: string[] } }).booking.proposedTimes[0];
  const accept = await request.post(`${server.baseURL}/api/bookings/${bookingId}/accept`, {
    headers: { Authorization: `Bearer ${expert.token}` },
    data: { scheduledAt: time },
  });
  expect(accept.status(), await accept.text()).toBe(200);
  return bookingId;
}

/** Opens the dialog from the booking page with the keyboard, checks it with axe, and answers what it says. */
async function openCancelDialog(page: Page) {
  const button = page.getByRole('button', { name: enBookings['cancelSession.button'] });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: enBookings['cancelSession.title'] });
  await expect(dialog.getByTestId('cancel-terms')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  return dialog;
}

test('a late cancel gives the expert the fee and the rest back; a Pro buyer cancels as late for free', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const buyer = await signUpByApi(context.request, { name: 'Lena Late', verify: true, mailDir: server.mailDir });
  const bookingId = await acceptedSession(context.request, buyer, 5);
  const fee = '2 credits (₹20)';
  const back = '8 credits (₹80)';

  await test.step('the dialog says what happens before anything is cancelled; Keep it changes nothing', async () => {
    await storeWebSession(page, buyer, `/bookings/${bookingId}`);
    const dialog = await openCancelDialog(page);
    await expect(dialog.getByTestId('cancel-terms')).toHaveText(say('cancelSession.late', { fee, back }));
    await expect(dialog).toContainText(say('cancelSession.rule', { hours: 24, percent: '25%' }));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: enBookings['cancelSession.button'] })).toBeFocused();
  });

  await test.step('the buyer confirms: the booking is cancelled with the split, the wallet names both entries', async () => {
    const dialog = await openCancelDialog(page);
    await dialog.getByRole('button', { name: enBookings['cancelSession.confirm'] }).click();
    await expect(toastWith(page, enBookings['cancelSession.done'])).toBeVisible();
    await expect(page.getByTestId('booking-cancellation')).toHaveText(say('cancelSession.lateDone', { fee, back }));
    await expect(page.getByRole('button', { name: enBookings['cancelSession.button'] })).toHaveCount(0);
    // Scanned once its toast has gone: a toast fading in or out has not its colours yet.
    await expect(toastWith(page, enBookings['cancelSession.done'])).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('48 credits (₹480)');
    await expect(page.getByRole('row').filter({ hasText: interpolate(enWallet['note.refund.cancelled_late'], { gig: 'Blender lighting, cancelled late' }, 'en') }).getByRole('cell').last()).toHaveText('+8');
  });

  await test.step('the expert’s booking page shows the cancelled session and the compensation', async () => {
    const expertPage = await context.newPage();
    await storeWebSession(expertPage, expert, `/bookings/${bookingId}`, 'expert');
    await expect(expertPage.getByTestId('booking-cancellation')).toHaveText(say('cancelSession.expertLate', { fee }));
    await expect(expertPage.getByText(enBookings['stage.cancelled'], { exact: true }).first()).toBeVisible();
    expect(await seriousViolations(expertPage)).toEqual([]);
    const mail = await server.mailTo(expert.email, /A booking was cancelled/);
    expect(mail.text).toContain('2 credits (₹20) of it come to you as the late-cancellation fee');
    await expertPage.close();
  });

  await test.step('a buyer on Pro for buyers, on a phone, cancels as late and pays no fee', async () => {
    const pro = await signUpByApi(context.request, { name: 'Pia Pro', verify: true, mailDir: server.mailDir });
    const joined = await context.request.post(`${server.baseURL}/api/subscriptions`, { headers: { Authorization: `Bearer ${pro.token}` }, data: { planId: 'buyer-monthly' } });
    expect(joined.status(), await joined.text()).toBe(201);
    const proBooking = await acceptedSession(context.request, pro, 6);
    await page.setViewportSize({ width: 390, height: 844 });
    await storeWebSession(page, pro, `/bookings/${proBooking}`);
    const dialog = await openCancelDialog(page);
    await expect(dialog.getByTestId('cancel-terms')).toHaveText(say('cancelSession.pro', { credits: '10 credits (₹100)' }));
    await dialog.getByRole('button', { name: enBookings['cancelSession.confirm'] }).click();
    await expect(page.getByTestId('booking-cancellation')).toHaveText(say('cancelSession.proDone', { credits: '10 credits (₹100)' }));
    // Scanned once its toast has gone, as above.
    await expect(toastWith(page, enBookings['cancelSession.done'])).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
  await context.close();
});
