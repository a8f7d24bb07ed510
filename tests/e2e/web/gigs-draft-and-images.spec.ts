import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { createImageFixtures } from '../../helpers/fixtures';
import { chooseFile, readyGigDraft } from '../support/gigs';
import { seedExpert, signInWebAs, type PageScope } from '../support/seed-expert';

test('a stored draft from an older version is merged over the defaults', async ({ page }) => {
  const s = await seedExpert();
  await signInWebAs(page, s, '/about');
  await page.evaluate(() =>
    (globalThis as unknown as PageScope).localStorage.setItem(
      'gigForm',
      JSON.stringify({ title: 'An older draft of my gig', tags: ['kept'], pricing: 'broken' }),
    ),
  );
  await page.goto(`/users/${s.userName}/manage_gigs/new`);
  await expect(page.getByLabel('Gig title')).toHaveValue('An older draft of my gig');
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['kept']);
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('');
  // Later steps stay locked until the overview is complete.
  await page.goto(`/users/${s.userName}/manage_gigs/new/publish`);
  await expect(page).toHaveURL(new RegExp(`/users/${s.userName}/manage_gigs/new$`));
});

test('in the browser, a HEIC goes to the server, which converts it to JPEG', async ({ page }) => {
  const f = await createImageFixtures();
  try {
    const s = await seedExpert();
    await signInWebAs(page, s, '/about');
    await page.evaluate(
      (draft) => (globalThis as unknown as PageScope).localStorage.setItem('gigForm', JSON.stringify(draft)),
      readyGigDraft,
    );
    await page.goto(`/users/${s.userName}/manage_gigs/new/gallery`);
    // A file that is not an image is refused in the page, before any upload.
    await chooseFile(page, page.getByRole('button', { name: 'Upload primary image' }), f.notImage);
    await expect(page.getByText('Please select an image file (JPG, PNG, JPEG, WEBP, HEIC).')).toBeVisible();
    await chooseFile(page, page.getByRole('button', { name: 'Upload primary image' }), f.heic);
    await expect(page.getByRole('img', { name: 'Gallery primary image' })).toBeVisible();
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
    const meta = await sharp(await (await page.request.get(url)).body()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1400, 900]);
  } finally {
    await f.cleanup();
  }
});
