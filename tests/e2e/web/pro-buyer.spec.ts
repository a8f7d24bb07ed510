import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enGuide from '#locales/en/guide';
import enWallet from '#locales/en/wallet';
import { PRO_PLANS } from '#shared/domain/pro-plans';
import { dateTimeFormat } from '#shared/i18n/intl-cache';
import { interpolate } from '#shared/i18n/message-format';
import { seriousViolations } from '../support/axe';
import { signUpByApi, storeWebSession, toastWith, type Account } from '../support/accounts';
import { seedExpert } from '../support/seed-expert';
import { startFakeRazorpay, type FakeRazorpay } from '../../helpers/fake-razorpay';
import { seedGig, startBookingsServer, type BookingsServer } from './bookings-support';

/**
 * A buyer joins Pro for buyers through Razorpay Checkout opened in our page on the subscription (the
 * local fake of Razorpay's checkout.js, with test keys), and is back on the billing page: the state and
 * the monthly bundle come only from the signed webhooks Razorpay sends, never from the start's or the
 * checkout's answer; then they cancel, and Pro lasts to the period's end. A checkout closed unpaid
 * leaves them on Join Pro, told so, free to start again.
 */
let fake: FakeRazorpay;
let server: BookingsServer;
test.beforeAll(async () => {
  fake = await startFakeRazorpay();
  // The journey's clock passes the end of the month paid for: its session must outlive that.
  server = await startBookingsServer({ ...fake.env, TOKEN_TTL_SECONDS: String(90 * 24 * 3600) });
  fake.deliverWebhooksTo(`${server.baseURL}/api/subscriptions/webhooks/razorpay`);
});
test.afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** The buyer's newest subscription, as the API answers it. */
const mineOf = async (request: APIRequestContext, buyer: Account) =>
  (await (await request.get('/api/subscriptions/mine', { headers: { authorization: `Bearer ${buyer.token}` } })).json()) as {
    subscription: { status: string; entitled: boolean } | null;
  };
const text = (key: keyof typeof enGuide, values: Record<string, string> = {}) => interpolate(enGuide[key], values, 'en');
const HOUR = 3600 * 1000;
/** A day's value in the booking dialog's day list (the browser's zone, UTC), `days` after today. */
const dayOption = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(new Date(Date.now() + days * 24 * HOUR));
/** A date as the English pages write it (the browser runs in UTC). */
const shownDate = (d: Date | null) => dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(d ?? new Date(0));

test('a buyer joins Pro through Razorpay Checkout in the page, is back on billing, gets the monthly bundle from the verified webhook, books with it, cancels, and keeps Pro to the period’s end', async ({
  browser,
}) => {
  // A whole journey: about 20 s alone, twice that on a 2-core machine shared with other specs.
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const buyer = await signUpByApi(context.request, { name: 'Bina Buyer', verify: true, mailDir: server.mailDir });
  const plan = PRO_PLANS['buyer-monthly'];
  const planName = text('pro.plan.buyer-monthly');
  const price = '₹900';
  const status = page.getByTestId('billing-status');
  const bundleRow = page
    .getByRole('row')
    .filter({ hasText: enWallet['kind.pro_bundle'] })
    .filter({ hasText: interpolate(enWallet['note.proBundle.monthly'], { credits: '100 credits (₹1,000)' }, 'en') });

  await test.step('Join Pro shows Pro for buyers with its price and bundle; Join opens Razorpay Checkout on the subscription in the page', async () => {
    await storeWebSession(page, buyer, '/pro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('pro.join.title'));
    const monthly = page.getByTestId('plan-buyer-monthly');
    await expect(monthly).toContainText(text('pro.price.monthly', { price }));
    await expect(monthly).toContainText(text('pro.benefit.bundle', { credits: String(plan.benefits.bundleCredits) }));
    await expect(monthly).toContainText(text('pro.benefit.priority'));
    expect(await seriousViolations(page)).toEqual([]);
    // Razorpay's webhooks take their time: the page must show the wait, not guess the outcome.
    fake.holdWebhooks();
    await monthly.getByRole('button', { name: text('pro.choose', { plan: planName }) }).click();
    // Paid in checkout.js, the subscriber is back on our billing page, never on Razorpay's.
    await expect(page).toHaveURL(`${server.baseURL}/settings/billing`);
  });

  // The checkout.js opened was given the subscription's id, as Razorpay documents for subscriptions.
  const sub = fake.subscriptions.get(fake.checkouts.at(-1)?.subscriptionId ?? '');
  if (!sub) throw new Error('no checkout was opened on a subscription of the fake');

  // A second tab on the billing page, left open while the webhooks are on their way.
  const waiting = await context.newPage();
  await test.step('until Razorpay’s webhook arrives, nothing is paid: billing says the payment was received and waits, the wallet is empty', async () => {
    await expect(page.getByRole('heading', { level: 2, name: planName })).toBeVisible();
    await expect(status).toHaveText(text('pro.billing.status.created'));
    await expect(page.getByRole('status').filter({ hasText: text('pro.billing.activating') })).toBeVisible();
    // Paid and waiting: the page does not offer to join again.
    await expect(page.getByRole('main').getByRole('link', { name: text('pro.links.join') })).toHaveCount(0);
    await expect(page.getByText(text('pro.billing.noInvoices'))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await waiting.goto('/wallet');
    await expect(waiting.getByTestId('wallet-balance')).toHaveText('0 credits (₹0)');
    await waiting.goto('/settings/billing');
    await expect(waiting.getByTestId('billing-status')).toHaveText(text('pro.billing.status.created'));
  });

  await test.step('the signed webhooks arrive: both tabs turn Active by themselves, with one invoice', async () => {
    expect(await fake.releaseWebhooks()).toBe(true);
    expect(fake.webhooks.filter((w) => w.subscriptionId === sub.id).map((w) => [w.event, w.status])).toEqual([
      ['subscription.authenticated', 200],
      ['subscription.activated', 200],
      ['subscription.charged', 200],
    ]);
    await expect(status).toHaveText(text('pro.billing.status.active'));
    await expect(page.getByRole('status').filter({ hasText: text('pro.billing.activated') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text('pro.billing.activating') })).toHaveCount(0);
    await expect(waiting.getByTestId('billing-status')).toHaveText(text('pro.billing.status.active'));
    await expect(waiting.getByRole('region', { name: text('pro.billing.invoices') }).getByRole('row')).toHaveCount(2);
    await waiting.close();
    await page.goto('/settings/billing');
    await expect(page.getByRole('heading', { level: 2, name: planName })).toBeVisible();
    await expect(status).toHaveText(text('pro.billing.status.active'));
    await expect(page.getByText(shownDate(sub.currentEnd), { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: text('pro.links.join') })).toHaveCount(0);
    const invoices = page.getByRole('region', { name: text('pro.billing.invoices') });
    await expect(invoices.getByRole('row')).toHaveCount(2);
    await expect(invoices.getByRole('row').nth(1)).toContainText(planName);
    await expect(invoices.getByRole('row').nth(1)).toContainText(price);
  });

  await test.step('the wallet holds the month’s bundle of 100 credits', async () => {
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('100 credits (₹1,000)');
    await expect(bundleRow).toHaveCount(1);
    await expect(bundleRow.getByRole('cell').last()).toHaveText(`+${plan.benefits.bundleCredits}`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the next booking is paid from the bundle', async () => {
    const expert = await seedExpert(server.dataDir);
    const gigId = await seedGig(server, expert.userName, 'Blender lighting for Pro buyers, live');
    await page.goto(`/gigs/${gigId}`);
    await page.getByRole('button', { name: 'Book Basic' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a session' });
    await expect(dialog.getByText('Your balance: 100 credits (₹1,000)')).toBeVisible();
    await dialog.getByLabel('Day', { exact: true }).selectOption(dayOption(1));
    await dialog.getByRole('group', { name: /^Open times on / }).getByLabel('10:00', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Book and hold 10 credits' }).click();
    await expect(toastWith(page, 'Booking requested')).toBeVisible();
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('90 credits (₹900)');
    await expect(page.getByRole('row').filter({ hasText: 'Blender lighting for Pro buyers, live' }).getByRole('cell').last()).toHaveText('-10');
  });

  const paidUntil = shownDate(sub.currentEnd);
  await test.step('cancel from settings: Pro stops renewing and stays active to the end of the month paid for', async () => {
    await page.goto('/settings/billing');
    await page.getByRole('button', { name: text('pro.billing.cancel') }).click();
    await expect(page.getByRole('status').filter({ hasText: text('pro.billing.endsOn', { date: paidUntil }) })).toBeVisible();
    await expect(page.getByRole('button', { name: text('pro.billing.cancel') })).toHaveCount(0);
    // Razorpay cancels at the cycle's end: until its webhook says so, the subscription is still active.
    await expect(status).toHaveText(text('pro.billing.status.active'));
    expect(sub.cancelAtCycleEnd).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the period ends: Razorpay’s webhook cancels it, Pro is over, the bundle’s credits stay', async () => {
    expect(await fake.endCycle(sub.id)).toBe(true);
    server.advance((sub.currentEnd?.getTime() ?? 0) - server.now().getTime() + HOUR);
    await page.reload();
    await expect(status).toHaveText(text('pro.billing.status.cancelled'));
    await expect(page.getByText(text('pro.billing.endsOn', { date: paidUntil }))).toHaveCount(0);
    await expect(page.getByText(text('pro.billing.none'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: text('pro.links.join') })).toHaveAttribute('href', '/pro');
    // The balance is not read here: the month that passed also expires the booking request (a refund
    // by a job that runs on its own time). The bundle's entry is never taken back.
    await page.goto('/wallet');
    await expect(bundleRow).toHaveCount(1);
    await expect(bundleRow.getByRole('cell').last()).toHaveText(`+${plan.benefits.bundleCredits}`);
  });
  await context.close();
});

test('a buyer who closes the checkout unpaid stays on Join Pro, told so, and joins on a second try', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const buyer = await signUpByApi(context.request, { name: 'Cleo Closer', verify: true, mailDir: server.mailDir });
  const planName = text('pro.plan.buyer-yearly');
  const join = page.getByTestId('plan-buyer-yearly').getByRole('button', { name: text('pro.choose', { plan: planName }) });
  const closedNote = page.getByRole('status').filter({ hasText: text('pro.checkoutClosed', { plan: planName }) });
  const mine = () => mineOf(context.request, buyer);
  const before = fake.checkouts.length;

  await test.step('closing Razorpay Checkout leaves the buyer on Join Pro with the message; the subscription is only created', async () => {
    await storeWebSession(page, buyer, '/pro');
    fake.dismissNextCheckouts(1);
    await join.click();
    await expect(closedNote).toBeVisible();
    await expect(page).toHaveURL(`${server.baseURL}/pro`);
    await expect(join).toBeEnabled();
    expect(await mine()).toMatchObject({ subscription: { status: 'created', entitled: false } });
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('a second Join by keyboard starts again, is paid in the checkout and turns Active on billing', async () => {
    await join.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${server.baseURL}/settings/billing`);
    await expect(page.getByTestId('billing-status')).toHaveText(text('pro.billing.status.active'));
    const opened = fake.checkouts.slice(before).map((c) => c.subscriptionId);
    expect(opened).toHaveLength(2);
    // Each start made its own subscription at Razorpay: the closed one is left unpaid.
    expect(new Set(opened).size).toBe(2);
    expect(fake.subscriptions.get(opened[0] ?? '')?.status).toBe('created');
  });
  await context.close();
});

test('the pay page the desktop app opens in the system browser authorises the subscription its link names, without a session', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const buyer = await signUpByApi(context.request, { name: 'Dana Desktop', verify: true, mailDir: server.mailDir });
  const started = await context.request.post('/api/subscriptions', { headers: { authorization: `Bearer ${buyer.token}` }, data: { planId: 'buyer-monthly' } });
  expect(started.status()).toBe(201);
  const link = new URL(((await started.json()) as { payPageUrl: string }).payPageUrl);
  expect(link.pathname).toBe('/pro/pay');
  const planName = text('pro.plan.buyer-monthly');
  const authorise = (page: Page) => page.getByRole('button', { name: text('pro.pay.authorise', { plan: planName }) });

  // The system browser holds no session of the app's.
  const outside = await browser.newContext({ baseURL: server.baseURL });
  const page = await outside.newPage();
  await test.step('the link shows the plan and its price, and one button to authorise it', async () => {
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('pro.pay.title'));
    await expect(page.getByRole('heading', { level: 2, name: planName })).toBeVisible();
    await expect(page.getByText(text('pro.price.monthly', { price: '₹900' }))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // A phone's browser: the page fits without scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(authorise(page)).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  await test.step('paid in Razorpay Checkout there: received, back to the app, which the webhook makes Pro', async () => {
    await authorise(page).click();
    await expect(page.getByRole('status').filter({ hasText: text('pro.billing.activating') })).toBeVisible();
    await expect(page.getByText(text('pro.pay.backToApp'))).toBeVisible();
    await expect(authorise(page)).toHaveCount(0);
    await expect.poll(async () => (await mineOf(context.request, buyer)).subscription?.status).toBe('active');
    // Opened again, the link shows the state and has nothing left to authorise.
    await page.reload();
    await expect(page.getByTestId('pay-status')).toHaveText(text('pro.billing.status.active'));
    await expect(authorise(page)).toHaveCount(0);
  });

  await test.step('an altered link names nothing', async () => {
    const token = link.searchParams.get('token') ?? '';
    await page.goto(`/pro/pay?token=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    await expect(page.getByRole('alert').filter({ hasText: text('pro.pay.notFound') })).toBeVisible();
  });
  await outside.close();
  await context.close();
});
