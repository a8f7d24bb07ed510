/**
 * The desktop flavour of the gig gallery: the native dialog picks the file and sharp in the main
 * process checks it and converts a HEIC to JPEG before anything is uploaded. Needs a Secret
 * Service for the token: bash tests/helpers/with-keyring.sh npx playwright test tests/e2e/desktop/gallery.spec.ts
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { createImageFixtures, type ImageFixtures } from '../../helpers/fixtures';
import { readyGigDraft } from '../support/gigs';
import { STORAGE_KEYS } from '#platform/storage-keys';
import { seedExpert, type PageScope } from '../support/seed-expert';
import { installDesktopBridge, setNextDialogFile } from './bridge';
import { storeDesktopSession } from './stored-session';

let f: ImageFixtures;
test.beforeAll(async () => {
  f = await createImageFixtures();
});
test.afterAll(async () => f?.cleanup());

test('the gallery takes a HEIC through the native dialog and main-process sharp', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('baseURL is not set');
  const s = await seedExpert();
  const vault = { service: 'Qurious-e2e-gallery', account: `session-${randomUUID()}` };
  await installDesktopBridge(page, { apiBase: baseURL, appUrlPrefix: `${baseURL}/`, vault });
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/upload/gallery')) uploads.push(r.url());
  });

  await storeDesktopSession(page, {
    baseURL,
    vault,
    token: s.token,
    user: s.user,
    mode: 'expert',
    storage: { [STORAGE_KEYS.gigDraft]: JSON.stringify(readyGigDraft) },
    route: `/users/${s.userName}/manage_gigs/new/gallery`,
  });
  await expect(page.getByRole('heading', { name: 'Gallery' })).toBeVisible();

  // Too small: main reports it with the size, and nothing is uploaded.
  setNextDialogFile(f.tooSmall);
  await page.getByRole('button', { name: 'Upload primary image' }).click();
  await expect(page.getByText('Image is too small (700x430 px). Minimum size is 712x430 px.')).toBeVisible();
  // Not an image (named .jpg): refused by content in main.
  setNextDialogFile(f.notImage);
  await page.getByRole('button', { name: 'Upload primary image' }).click();
  await expect(page.getByText('Please select an image file (JPG, PNG, JPEG, WEBP, HEIC).')).toBeVisible();
  // A cancelled dialog changes nothing.
  setNextDialogFile(null);
  await page.getByRole('button', { name: 'Upload primary image' }).click();
  await expect(page.getByText('Please select an image file (JPG, PNG, JPEG, WEBP, HEIC).')).toBeHidden();
  expect(uploads).toEqual([]);

  // A real HEIC: converted to JPEG in main, then uploaded.
  setNextDialogFile(f.heic);
  await page.getByRole('button', { name: 'Upload primary image' }).click();
  await expect(page.getByRole('img', { name: 'Gallery primary image' })).toBeVisible();
  await expect.poll(() => uploads.length).toBe(1);
  // The draft is saved to localStorage after it renders: wait for the uploaded URL there.
  let url = '';
  await expect
    .poll(async () => {
      const stored = await page.evaluate(
        () => JSON.parse((globalThis as unknown as PageScope).localStorage.getItem('gigForm') ?? '{}') as { gallery?: string[] },
      );
      return (url = stored.gallery?.[0] ?? '');
    })
    .toMatch(/^\/files\/[0-9a-f-]+\.jpg$/);
  const file = await page.request.get(url);
  expect(file.headers()['content-type']).toBe('image/jpeg');
  const meta = await sharp(await file.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1400, 900]);

  // The recommended-size warning comes from main too, and the image is still accepted.
  setNextDialogFile(f.pngSmallish);
  await page.getByRole('button', { name: 'Upload image 2' }).click();
  await expect(page.getByText('Image is 1000x600 px. For best quality use at least 1280x769 px.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Gallery image 2' })).toBeVisible();

  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Save & Publish' }).click();
  await expect(page.getByText('Gig Created!')).toBeVisible();
  const gigs = await (await page.request.get('/api/gigs/expert/my-gigs', { headers: { Authorization: `Bearer ${s.token}` } })).json();
  expect(gigs[0].gallery).toEqual([url, expect.stringMatching(/^\/files\/[0-9a-f-]+\.png$/)]);
  await page.evaluate(() => (globalThis as unknown as PageScope).qurious?.clearToken());
});
