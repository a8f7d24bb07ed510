import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { planDemoRollups, writeDemoRollups } from '#server/modules/analytics/demo-rollups';
import { seriousViolations } from '../support/axe';
import { seedExpert, signInWebAs } from '../support/seed-expert';
import { seedGig, startBookingsServer, type BookingsServer } from './bookings-support';

/** An expert with a year of counted events reads their analytics, by period and gig, and exports them. */
let server: BookingsServer;
test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

const GIG_A = 'Blender modelling, live and patient';
const GIG_B = 'Blender rigging for game characters';

test('the analytics page shows the charts, switches period and gig, and exports the CSV', async ({ browser }) => {
  const expert = await seedExpert(server.dataDir);
  const db = server.deps.db.kysely;
  const gigA = await seedGig(server, expert.userName, GIG_A);
  const gigB = await seedGig(server, expert.userName, GIG_B);
  const rows = planDemoRollups({
    expertUserId: expert.user._id,
    gigs: [
      { id: gigA, credits: 10 },
      { id: gigB, credits: 25 },
    ],
    end: server.now(),
    days: 365,
    seed: 7,
  });
  await writeDemoRollups(db, rows);
  // The 12 months are Pro for experts' history: this expert's month is paid for.
  const at = server.now().toISOString();
  await db
    .insertInto('subscriptions')
    .values({
      id: `sub_${expert.user._id}`,
      user_id: expert.user._id,
      plan_id: 'expert-monthly',
      provider: 'test',
      provider_ref: `sub_test_${expert.user._id}`,
      status: 'active',
      paid_until: new Date(server.now().getTime() + 30 * 86_400_000).toISOString(),
      status_at: at,
      cancel_requested_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  /** The expert's sums over the last `days` days (as the roll-ups hold them), for one gig or all ('' ). */
  const sumOf = (gig: string, field: 'impressions' | 'gig_views', days: number) => {
    const from = new Date(server.now().getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    return rows.filter((r) => r.gig_id === gig && r.day >= from).reduce((s, r) => s + r[field], 0);
  };

  const context = await browser.newContext({ baseURL: server.baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await signInWebAs(page, expert, `/users/${expert.userName}/expert_dashboard`);
  await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/users/${expert.userName}/expert_anayltics$`));
  await expect(page).toHaveTitle(/Analytics/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

  const summary = page.getByRole('definition').first();
  const traffic = page.getByRole('table', { name: 'Impressions, views and bookings' });

  await test.step('30 days by default: five charts, each with its table', async () => {
    for (const id of ['traffic', 'funnel', 'earnings', 'rating', 'response']) {
      await expect(page.getByTestId(`chart-${id}-canvas`)).toBeVisible();
      await expect(page.getByTestId(`chart-${id}`).getByRole('table')).toHaveCount(1);
    }
    await expect(traffic.getByRole('row')).toHaveCount(31);
    await expect(summary).toHaveText(sumOf('', 'impressions', 30).toLocaleString('en-IN'));
    const funnel = page.getByRole('table', { name: 'From impression to completed session' });
    await expect(funnel.getByRole('row')).toHaveCount(5);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('12 months: one row a month', async () => {
    await page.getByLabel('Period').selectOption({ label: '12 months' });
    await expect(traffic.getByRole('row')).toHaveCount(13);
    await expect(traffic.getByRole('columnheader').first()).toHaveText('Month');
  });

  await test.step('one gig: its own counts', async () => {
    await page.getByLabel('Gig').selectOption({ label: GIG_B });
    await page.getByLabel('Period').selectOption({ label: '7 days' });
    await expect(traffic.getByRole('row')).toHaveCount(8);
    await expect(summary).toHaveText(sumOf(gigB, 'impressions', 7).toLocaleString('en-IN'));
  });

  await test.step('the CSV holds what the page shows', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('qurious-analytics-7d.csv');
    const path = await download.path();
    const lines = (await readFile(path, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toMatch(/^period_start,impressions,gig_views,/);
    expect(lines).toHaveLength(8);
    const column = (name: string) => (lines[0] ?? '').split(',').indexOf(name);
    const total = (name: string) => lines.slice(1).reduce((s, l) => s + Number(l.split(',')[column(name)]), 0);
    expect(total('impressions')).toBe(sumOf(gigB, 'impressions', 7));
    expect(total('gig_views')).toBe(sumOf(gigB, 'gig_views', 7));
  });
  await context.close();
});
