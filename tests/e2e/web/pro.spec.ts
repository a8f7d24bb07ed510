import { expect, test, type Page } from '@playwright/test';
import enBookings from '#locales/en/bookings';
import enGigs from '#locales/en/gigs';
import enSearch from '#locales/en/search';
import { interpolate } from '#shared/i18n/message-format';
import { seriousViolations } from '../support/axe';
import { signUpByApi } from '../support/accounts';
import { seedExpert, signInWebAs } from '../support/seed-expert';
import { requestBookingByApi, startBookingsServer, seedGig, type BookingsServer } from './bookings-support';

/** An expert joins Pro in test mode, sees the lower fee and the Pro badge, and cancels from settings. */
let server: BookingsServer;

/** The pricing step's line under the basic package's 10 credits: what the expert earns after the fee. */
const earning = (percent: number, credits: number) =>
  interpolate(enGigs['pricing.youEarn'], { percent: `${percent}%`, credits: `${credits} credits = ₹${credits * 10}` }, 'en');

/** A basic booking's line "You earn" on its page for the expert: 10 credits less the fee kept at `percent`. */
const bookingEarning = (percent: number, fee: number) =>
  `${10 - fee} credits (₹${(10 - fee) * 10}) ${interpolate(enBookings['afterFee'], { percent: `${percent}%`, fee: `${fee} credit${fee === 1 ? '' : 's'} (₹${fee * 10})` }, 'en')}`;

/** The gig's card among the search results for its title's words. */
async function searchCard(page: Page, title: string) {
  await page.goto(`/search/gigs?keyword=${encodeURIComponent(title)}`);
  const card = page.getByTestId('gig-card').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toHaveCount(1);
  return card;
}
test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

test('an expert joins Pro in test mode, earns more on the pricing step and new bookings, shows the badge, and cancels from settings', async ({ browser }) => {
  // A whole journey: about 20 s alone, twice that on a 2-core machine shared with other specs.
  test.setTimeout(150_000);
  const expert = await seedExpert(server.dataDir);
  const title = 'I will teach you Blender modelling live';
  const gigId = await seedGig(server, expert.userName, title);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const pricingStep = `/users/${expert.userName}/manage_gigs/edit/${gigId}/pricing`;
  const buyer = await signUpByApi(context.request, { name: 'Bela Buyer', verify: true, mailDir: server.mailDir });
  // Booked before Pro: it keeps the fee of the day it was made.
  const bookedBefore = await requestBookingByApi(context.request, server, buyer, gigId, [2]);

  await test.step('before Pro: the platform fee of 20 % and no badge on the search card or the gig page', async () => {
    await signInWebAs(page, expert, pricingStep);
    await expect(page.getByTestId('earning-basic')).toHaveText(earning(20, 8));
    const card = await searchCard(page, title);
    await expect(card.getByTestId('pro-badge')).toHaveCount(0);
    await page.goto(`/gigs/${gigId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('pro-badge')).toHaveCount(0);
  });

  await test.step('Marketing → Pro leads to Join Pro; the expert joins the monthly plan in test mode', async () => {
    await page.goto(`/users/${expert.userName}/expert_dashboard`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Marketing' }).click();
    await page.getByRole('menu', { name: 'Marketing' }).getByRole('menuitem', { name: 'Pro' }).click();
    await expect(page).toHaveURL(/\/pro$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Qurious Pro');
    const monthly = page.getByTestId('plan-expert-monthly');
    await expect(monthly).toContainText('₹999 a month');
    await expect(monthly).toContainText('A platform fee of 10% on your earnings instead of 20%');
    expect(await seriousViolations(page)).toEqual([]);
    await monthly.getByRole('button', { name: 'Join Pro for experts, monthly' }).click();
    await expect(page).toHaveURL(/\/settings\/billing$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Pro for experts, monthly' })).toBeVisible();
    await expect(page.getByTestId('billing-status')).toHaveText('Active');
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await expect(invoices.getByRole('row')).toHaveCount(2);
    await expect(invoices.getByRole('row').nth(1)).toContainText('₹999');
  });

  await test.step('on Pro: the pricing step shows the lower fee, the search card and the gig page the badge', async () => {
    await page.goto(pricingStep);
    await expect(page.getByTestId('earning-basic')).toHaveText(earning(10, 9));
    const cardBadge = (await searchCard(page, title)).getByTestId('pro-badge');
    await expect(cardBadge).toBeVisible();
    await expect(cardBadge).toHaveAttribute('title', enSearch['proBadgeLabel']);
    await expect(cardBadge).toHaveText(`${enSearch['proBadge']}${enSearch['proBadgeLabel']}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/gigs/${gigId}`);
    const badge = page.getByTestId('pro-badge');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText(`${enSearch['proBadge']}${enSearch['proBadgeLabel']}`);
    await expect(page.getByRole('region', { name: 'About the expert' })).toContainText(enSearch['proBadgeLabel']);
  });

  await test.step('a booking made while Pro earns at 10 %, the one made before still at 20 %', async () => {
    const bookedOnPro = await requestBookingByApi(context.request, server, buyer, gigId, [3]);
    await page.goto(`/bookings/${bookedOnPro}`);
    await expect(page.getByTestId('booking-earning')).toHaveText(bookingEarning(10, 1));
    await page.goto(`/bookings/${bookedBefore}`);
    await expect(page.getByTestId('booking-earning')).toHaveText(bookingEarning(20, 2));
  });

  await test.step('cancel from settings: Pro stops renewing and lasts to the end of the month paid for', async () => {
    await page.goto('/settings/billing');
    await page.getByRole('button', { name: 'Cancel Pro' }).click();
    await expect(page.getByTestId('billing-status')).toHaveText('Cancelled');
    await expect(page.getByRole('status').filter({ hasText: 'Pro stops renewing and lasts until' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Pro' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    // Still Pro until the period ends.
    await page.goto(pricingStep);
    await expect(page.getByTestId('earning-basic')).toHaveText(earning(10, 9));
  });
  await context.close();
});

test('the header\'s Pro menu leads to Join Pro, Pricing and Benefits, which a visitor reads with a sign-in to join', async ({ page }) => {
  await page.goto('/about');
  const banner = page.getByRole('banner');
  for (const [item, path, heading] of [
    ['Join Pro', '/pro', 'Join Qurious Pro'],
    ['Pricing', '/pro/pricing', 'Pro pricing'],
    ['Benefits', '/pro/benefits', 'Pro benefits'],
  ] as const) {
    await banner.getByRole('button', { name: 'Pro', exact: true }).click();
    await page.getByRole('menu', { name: 'Pro' }).getByRole('menuitem', { name: item }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${heading === 'Join Qurious Pro' ? 'Qurious Pro' : heading} | Qurious`);
  }
  await expect(page.getByRole('list').getByText('Your requests first in an expert’s queue')).toBeVisible();
  // Server-rendered in the URL's language, findable with the prices in the HTML.
  const french = await (await page.request.get('/fr/pro/pricing')).text();
  expect(french).toContain('<title>Tarifs Pro | Qurious</title>');
  expect(french).toContain('Pro experts, mensuel');
  await page.goto('/pro');
  await expect(page.getByRole('button', { name: 'Sign in to join' })).toHaveCount(4);
  await page.setViewportSize({ width: 390, height: 844 });
  // At a phone's width the plans stack: nothing scrolls sideways.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});
