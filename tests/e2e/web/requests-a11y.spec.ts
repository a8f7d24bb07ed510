import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { seedExpert, signInWebAs } from '../support/seed-expert';

/** Serious and critical axe violations inside the page's main landmark. */
const violations = (page: Page) => seriousViolations(page, { include: '#main' });
const HOUR = 3600 * 1000;

test('the requests pages and the request mutes have no serious accessibility violations at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(150_000);
  const s = await seedExpert();
  const start = Date.now() + 48 * HOUR;
  const posted = await page.request.post('/api/requests', {
    headers: { Authorization: `Bearer ${s.token}` },
    data: {
      title: 'Help me light a night scene',
      description: 'My night scene in Blender is either pitch black or washed out, whatever I try.',
      software: 'Blender',
      sessionTime: '30 Minutes',
      budgetMin: 10,
      budgetMax: 30,
      windows: [{ start: new Date(start).toISOString(), end: new Date(start + 3 * HOUR).toISOString() }],
      timeZone: 'Asia/Kolkata',
      language: 'English',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { request } = (await posted.json()) as { request: { id: string } };

  await signInWebAs(page, s, '/requests/new');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/requests/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Post a request' })).toBeVisible();
    await expect(page.getByText(/^Up to 2 screenshots, photos or PDFs/)).toBeVisible();
    expect(await violations(page), `new request at ${width}`).toEqual([]);

    await page.goto('/requests');
    await expect(page.getByRole('link', { name: 'Help me light a night scene' })).toBeVisible();
    expect(await violations(page), `requests at ${width}`).toEqual([]);

    await page.goto(`/requests/${request.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Help me light a night scene' })).toBeVisible();
    expect(await violations(page), `request at ${width}`).toEqual([]);

    await page.goto('/settings/notifications');
    await expect(page.getByRole('group', { name: 'Requests for you' })).toBeVisible();
    expect(await violations(page), `notification settings at ${width}`).toEqual([]);
  }
});
