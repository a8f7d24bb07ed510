import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { readyGigDraft } from '../support/gigs';
import { seedExpert, signInWebAs, type PageScope } from '../support/seed-expert';

/** Serious and critical axe violations inside the page's main landmark. */
const violations = (page: Page) => seriousViolations(page, { include: '#main' });

test('the gig screens have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(150_000);
  const s = await seedExpert();
  const auth = { Authorization: `Bearer ${s.token}` };
  const jpeg = await sharp({ create: { width: 1280, height: 769, channels: 3, background: { r: 50, g: 80, b: 160 } } }).jpeg().toBuffer();
  const upload = await page.request.post('/api/upload/gallery', {
    headers: auth,
    multipart: { files: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(upload.status()).toBe(201);
  const { gallery } = (await upload.json()) as { gallery: string[] };
  const draft = { ...readyGigDraft, gallery };
  const { isPublished: _unused, ...body } = draft;
  const created = await page.request.post('/api/gigs', { headers: auth, data: body });
  expect(created.status()).toBe(201);
  const [gig] = (await (await page.request.get('/api/gigs/expert/my-gigs', { headers: auth })).json()) as Array<{ _id: string }>;

  const base = `/users/${s.userName}/manage_gigs`;
  await signInWebAs(page, s, base);
  await expect(page.getByRole('heading', { level: 2, name: readyGigDraft.title })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto(`${base}/gig/${gig?._id ?? ''}`);
  await expect(page.getByRole('button', { name: 'Edit gig' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Delete gig' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.evaluate((d) => (globalThis as unknown as PageScope).localStorage.setItem('gigForm', JSON.stringify(d)), draft);
  for (const step of ['', '/pricing', '/description', '/gallery', '/publish']) {
    await page.goto(`${base}/new${step}`);
    await expect(page.getByRole('navigation', { name: 'Gig steps' })).toBeVisible();
    await page.getByRole('button', { name: /Continue|Save & Publish/ }).waitFor();
    expect({ step, violations: await violations(page) }).toEqual({ step, violations: [] });
  }
});
