import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signUpByApi, storeWebSession, toastWith } from '../support/accounts';
import { seriousViolations as axeViolations } from '../support/axe';
import { seedExpert, signInWebAs } from '../support/seed-expert';
import { seedGig, startBookingsServer, type BookingsServer } from './bookings-support';

/** The expert's hours decide what a buyer in another time zone can pick. */
const seriousViolations = (page: Page) => axeViolations(page, { exclude: '.Toastify' });
const EXPERT_ZONE = 'Asia/Kolkata';
const BUYER_ZONE = 'America/New_York';
let server: BookingsServer;

test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

async function pageIn(browser: Browser, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, timezoneId });
  return context.newPage();
}

/** An instant's weekday and wall time in a zone: ['Mon', '10:30']. */
function wallIn(iso: string, zone: string): [string, string] {
  const date = new Date(iso);
  const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short' }).format(date);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  return [weekday, time];
}
/** An instant's date in a zone, as the dialog's Day values: YYYY-MM-DD. */
const dateIn = (iso: string, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(iso));

/** The open times the dialog offers on one day: each checkbox's instant and its label. */
async function offeredOn(dialog: Locator, day: string): Promise<Array<{ iso: string; label: string }>> {
  const select = dialog.getByLabel('Day', { exact: true });
  await select.selectOption(day);
  const option = (await select.locator(`option[value="${day}"]`).textContent()) ?? '';
  const group = dialog.getByRole('group', { name: `Open times on ${option.replace(/ \(\d+ open\)$/, '')}` });
  await expect(group.getByRole('checkbox').first()).toBeVisible();
  return group.getByRole('checkbox').evaluateAll((boxes) =>
    boxes.map((b) => ({ iso: (b as HTMLInputElement).value, label: b.parentElement?.textContent?.trim() ?? '' })),
  );
}

test('an expert sets weekly hours; a buyer in another time zone sees only open times, books three, the expert accepts one', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Kolkata mornings Blender session ${Date.now().toString(36)}`;
  const expert = await seedExpert(server.dataDir);
  const gigId = await seedGig(server, expert.userName, title);
  const { id: expertId } = await server.deps.db.kysely.selectFrom('expert_profiles').select('id').where('user_name', '=', expert.userName).executeTakeFirstOrThrow();
  await server.deps.db.kysely.deleteFrom('expert_availability').where('expert_id', '=', expertId).execute();
  const expertPage = await pageIn(browser, EXPERT_ZONE);
  const buyerPage = await pageIn(browser, BUYER_ZONE);
  const picks: string[] = [];

  await test.step('the expert sets weekdays 10:00-12:00 in their own zone and saves', async () => {
    await signInWebAs(expertPage, expert, `/users/${expert.userName}/expert_dashboard`);
    const section = expertPage.getByRole('region', { name: 'Availability' });
    await expect(section.getByText('Not saved yet: until you save your hours, buyers can book weekdays from 9:00 to 17:00 India time, at least 2 hours ahead.')).toBeVisible();
    // The editor starts from weekdays 09:00-17:00 in the device's zone.
    await expect(section.getByLabel('Monday from', { exact: true })).toHaveValue('09:00');
    await expect(section.getByLabel('Time zone', { exact: true })).toHaveValue(/^Asia\/(Kolkata|Calcutta)$/);
    await section.getByLabel('Monday from', { exact: true }).fill('10:00');
    await section.getByLabel('Monday until', { exact: true }).fill('12:00');
    await section.getByRole('button', { name: 'Copy Monday to Tuesday–Friday' }).click();
    await expect(section.getByLabel('Friday until', { exact: true })).toHaveValue('12:00');
    await expect(section.getByLabel('Minimum notice', { exact: true })).toHaveValue('2');
    expect(await seriousViolations(expertPage)).toEqual([]);
    await section.getByRole('button', { name: 'Save availability' }).click();
    await expect(toastWith(expertPage, 'Availability saved')).toBeVisible();
    await expect(section.getByText(/^Not saved yet/)).toHaveCount(0);
    await expect(expertPage.getByLabel('Your calendar link', { exact: true })).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // A link that travelled too far is replaced: the old address answers 404 from then on.
    const link = expertPage.getByLabel('Your calendar link', { exact: true });
    const before = await link.inputValue();
    const feedAt = (url: string) => `${server.baseURL}${new URL(url).pathname}`;
    expect((await expertPage.request.get(feedAt(before))).status()).toBe(200);
    await expertPage.getByRole('button', { name: 'Get a new link' }).click();
    await expect(toastWith(expertPage, 'New calendar link made; the old one no longer works.')).toBeVisible();
    await expect(link).not.toHaveValue(before);
    await expect(link).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await expertPage.request.get(feedAt(before))).status()).toBe(404);
    expect((await expertPage.request.get(feedAt(await link.inputValue()))).status()).toBe(200);
  });

  await test.step('a buyer in New York sees only those times, in their own time, and books three', async () => {
    const buyer = await signUpByApi(buyerPage.request, { name: 'Nia Buyer', baseURL: server.baseURL, verify: true, mailDir: server.mailDir });
    const bought = await buyerPage.request.post(`${server.baseURL}/api/wallet/checkout`, {
      headers: { authorization: `Bearer ${buyer.token}` },
      data: { credits: 50 },
    });
    expect(bought.ok()).toBe(true);
    await storeWebSession(buyerPage, buyer, `/gigs/${gigId}`);
    await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(buyerPage.getByTestId('next-open-slot')).toContainText(`(${BUYER_ZONE})`);
    await buyerPage.getByRole('button', { name: 'Book Basic' }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Book a session' });
    await expect(dialog.getByText(/^The expert works in Asia\/(Kolkata|Calcutta) time\.$/)).toBeVisible();
    await expect(dialog.getByText(`Times are in your time zone (${BUYER_ZONE}); the expert picks one of them.`)).toBeVisible();

    const days = await dialog
      .getByLabel('Day', { exact: true })
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(days.length).toBeGreaterThanOrEqual(10);
    const offered: Array<{ iso: string; label: string }> = [];
    for (const day of days.slice(0, 6)) offered.push(...(await offeredOn(dialog, day)));
    // Every time offered is 10:00, 10:30 or 11:00 on a weekday for the expert (the 40-minute
    // session ends by 12:00), at least 2 hours ahead, and labelled in the buyer's own time.
    for (const { iso, label } of offered) {
      const [weekday, time] = wallIn(iso, EXPERT_ZONE);
      expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], iso).toContain(weekday);
      expect(['10:00', '10:30', '11:00'], iso).toContain(time);
      expect(label).toBe(wallIn(iso, BUYER_ZONE)[1]);
      expect(Date.parse(iso)).toBeGreaterThan(Date.now() + 2 * 3600 * 1000 - 60_000);
    }
    // A whole expert's day in the window offers all three (10:00 IST is the evening before in New York).
    const byExpertDay = new Map<string, number>();
    for (const { iso } of offered) byExpertDay.set(dateIn(iso, EXPERT_ZONE), (byExpertDay.get(dateIn(iso, EXPERT_ZONE)) ?? 0) + 1);
    expect([...byExpertDay.values()]).toContain(3);

    picks.push(...offered.slice(0, 3).map((o) => o.iso));
    for (const iso of picks) {
      await dialog.getByLabel('Day', { exact: true }).selectOption(dateIn(iso, BUYER_ZONE));
      await dialog.locator(`input[type="checkbox"][value="${iso}"]`).check();
    }
    await expect(dialog.getByRole('list', { name: 'Your picks' }).getByRole('listitem')).toHaveCount(3);
    const fourth = offered[3]?.iso ?? '';
    await dialog.getByLabel('Day', { exact: true }).selectOption(dateIn(fourth, BUYER_ZONE));
    await expect(dialog.locator(`input[type="checkbox"][value="${fourth}"]`)).toBeDisabled();
    await expect(dialog.getByText('You picked 3 times. Remove one to pick another.')).toBeVisible();
    expect(await seriousViolations(buyerPage)).toEqual([]);
    await dialog.getByRole('button', { name: 'Book and hold 10 credits' }).click();
    await expect(toastWith(buyerPage, 'Booking requested')).toBeVisible();
    await expect(buyerPage).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
    await expect(buyerPage.getByText('Waiting for the expert')).toBeVisible();
  });

  await test.step('the expert accepts one of the three; that time is no longer open', async () => {
    await expertPage.reload();
    const active = expertPage.getByRole('region', { name: 'Active orders' });
    await expect(active.getByText('Nia Buyer')).toBeVisible();
    const times = active.getByRole('group', { name: 'Pick a start time' }).getByRole('radio');
    await expect(times).toHaveCount(3);
    await times.nth(2).check();
    await active.getByRole('button', { name: 'Accept' }).click();
    await active.getByRole('button', { name: 'Yes, accept' }).click();
    await expect(toastWith(expertPage, 'Booking accepted')).toBeVisible();

    const accepted = picks[2] ?? '';
    await buyerPage.goto(`/gigs/${gigId}`);
    await buyerPage.getByRole('button', { name: 'Book Basic' }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Book a session' });
    const day = dateIn(accepted, BUYER_ZONE);
    await expect(dialog.getByLabel('Day', { exact: true })).toBeVisible();
    const options = await dialog
      .getByLabel('Day', { exact: true })
      .locator('option')
      .evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
    if (options.includes(day)) {
      await dialog.getByLabel('Day', { exact: true }).selectOption(day);
      await expect(dialog.getByRole('group', { name: /^Open times on / }).getByRole('checkbox').first()).toBeVisible();
    }
    await expect(dialog.locator(`input[type="checkbox"][value="${accepted}"]`)).toHaveCount(0);
  });
});
