import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { chooseFile } from '../support/gigs';
import { seedExpert, signInWebAs, type PageScope, type SeededExpert } from '../support/seed-expert';

let dir: string;
const images = { cover: '', second: '', tooSmall: '' };

const draw = (width: number, height: number, color: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background: color } });

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qurious-gig-e2e-'));
  images.cover = join(dir, 'cover.jpg');
  images.second = join(dir, 'second.png');
  images.tooSmall = join(dir, 'tiny.jpg');
  await draw(1400, 900, { r: 30, g: 90, b: 200 }).jpeg().toFile(images.cover);
  await draw(1000, 600, { r: 200, g: 60, b: 40 }).png().toFile(images.second);
  await draw(700, 430, { r: 20, g: 160, b: 60 }).jpeg().toFile(images.tooSmall);
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const api = (page: Page, s: SeededExpert, path: string) =>
  page.request.get(path, { headers: { Authorization: `Bearer ${s.token}` } });

test('an expert creates a gig in five steps, then toggles, edits and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  const s = await seedExpert();
  const base = `/users/${s.userName}/manage_gigs`;
  await signInWebAs(page, s, base);

  await test.step('the empty list invites the first gig', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Your Gigs' })).toBeVisible();
    await expect(page.getByText('You have not created any gigs yet, create your first now!')).toBeVisible();
    await page.getByRole('link', { name: 'Create your first gig' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/new$`));
  });

  await test.step('overview: messages, counter, category reset, softwares and tags', async () => {
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const message of [
      'Title is required',
      'Gig category is required',
      'Gig sub category is required',
      'Atleast one software is required',
      'Atleast 4 tags are required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL(new RegExp(`${base}/new$`));

    const title = page.getByLabel('Gig title');
    await title.fill('Blender help');
    await expect(page.getByText('12/80')).toBeVisible();
    await expect(page.getByText('Title must be at least 15 characters')).toBeVisible();
    await title.fill('Blender modelling lessons');
    await expect(page.getByText('Title must have at least 4 words')).toBeVisible();
    await title.fill('I will teach you Blender modelling');
    await expect(page.getByText('34/80')).toBeVisible();
    await expect(page.getByText(/Title must/)).toHaveCount(0);

    await page.getByLabel('Category', { exact: true }).selectOption('3D & CAD Design');
    await page.getByLabel('Subcategory').selectOption('3D Modeling');
    await page.getByLabel('Category', { exact: true }).selectOption('Video Editing');
    await expect(page.getByLabel('Subcategory')).toHaveValue('');
    await page.getByLabel('Category', { exact: true }).selectOption('3D & CAD Design');
    await page.getByLabel('Subcategory').selectOption('3D Modeling');

    const softwares = page.getByRole('combobox', { name: 'Softwares' });
    await softwares.fill('blen');
    await page.getByRole('option', { name: 'Blender' }).click();
    await expect(page.getByRole('button', { name: 'Remove Blender' })).toBeVisible();

    const tags = page.getByLabel('Search tags');
    await tags.fill('modelling');
    await tags.press('Enter');
    await tags.pressSequentially('blender,');
    await tags.fill('  hard surface  ');
    await tags.press('Enter');
    await tags.fill('Modelling');
    await tags.press('Enter');
    const tagList = page.getByRole('list', { name: 'Tags' }).getByRole('listitem');
    await expect(tagList).toHaveText(['modelling', 'blender', 'hard surface']);
    await expect(page.getByText('Atleast 4 tags are required')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Suggested tags' }).getByRole('button')).not.toHaveCount(0);
    expect(await page.getByRole('group', { name: 'Suggested tags' }).getByRole('button').count()).toBeLessThanOrEqual(5);
    await tags.fill('beginners');
    await tags.press('Enter');
    await page.getByRole('button', { name: 'Remove tag hard surface' }).click();
    await tags.fill('sculpting');
    await tags.press('Enter');
    await expect(tagList).toHaveText(['modelling', 'blender', 'beginners', 'sculpting']);
    await expect(page.getByText('Atleast 4 tags are required')).toHaveCount(0);
  });

  await test.step('the draft survives a reload', async () => {
    await page.reload();
    await expect(page.getByLabel('Gig title')).toHaveValue('I will teach you Blender modelling');
    await expect(page.getByLabel('Subcategory')).toHaveValue('3D Modeling');
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('link', { name: /Gigs Overview.*\(completed\)/ })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/new/pricing$`));
  });

  await test.step('pricing: the tiers’ options and the mandatory fields', async () => {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('All the fields are mandatory')).toBeVisible();
    const tier = (name: string) => page.getByRole('group', { name });
    await expect(tier('Basic').getByLabel('Session time').getByRole('option')).toHaveText(['Select', '15 Minutes', '30 Minutes', '45 Minutes']);
    await expect(tier('Standard').getByLabel('Extra time').getByRole('option')).toHaveText(['Select', '20 Minutes', '25 Minutes', '30 Minutes']);
    await expect(tier('Premium').getByLabel('Number of sessions').getByRole('option')).toHaveText(['Select', '1', '2']);
    const packages = [
      ['Basic', 'Quick fix', 'One question answered live', '30 Minutes', '10 Minutes', '1', '20'],
      ['Standard', 'Deep dive', 'A guided modelling session', '1 hr', '20 Minutes', '1', '60'],
      ['Premium', 'Mentorship', 'Two long sessions with review', '2 hrs', '45 Minutes', '2', '150'],
    ] as const;
    for (const [name, title, description, session, extra, count, credits] of packages) {
      const group = tier(name);
      await group.getByLabel('Title').fill(title);
      await group.getByLabel('Description').fill(description);
      await group.getByLabel('Session time').selectOption(session);
      await group.getByLabel('Extra time').selectOption(extra);
      await group.getByLabel('Number of sessions').selectOption(count);
      await expect(group.getByText('1 credit = 10 rupees')).toBeVisible();
      await group.getByLabel('Credits').fill(credits);
    }
    // What each package earns after the platform's fee (20 %, the default), rounded up in the platform's favour.
    await expect(page.getByTestId('earning-basic')).toHaveText('After the platform fee of 20%, you earn: 16 credits = ₹160');
    await expect(page.getByTestId('earning-standard')).toHaveText('After the platform fee of 20%, you earn: 48 credits = ₹480');
    await expect(page.getByTestId('earning-premium')).toHaveText('After the platform fee of 20%, you earn: 120 credits = ₹1,200');
    await expect(tier('Basic').getByText('20 credits = ₹200')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/new/description$`));
  });

  await test.step('description with its counter', async () => {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Minimum 200 words of description is mandatory.')).toBeVisible();
    await page.getByLabel('Describe your gig').fill('Live one-to-one Blender sessions.');
    await expect(page.getByText('33/1200')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/new/gallery$`));
  });

  await test.step('gallery: two real images, the size rules and progress', async () => {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Atleast one thumbnail is mandatory.')).toBeVisible();
    await expect(page.getByText('Primary', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload image 2' })).toBeDisabled();

    await chooseFile(page, page.getByRole('button', { name: 'Upload primary image' }), images.tooSmall);
    await expect(page.getByText('Image is too small (700x430 px). Minimum size is 712x430 px.')).toBeVisible();

    // Hold the first upload's answer a moment to see its progress bar.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/api/upload/gallery',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await chooseFile(page, page.getByRole('button', { name: 'Upload primary image' }), images.cover);
    await expect(page.getByRole('progressbar', { name: 'Uploading primary image' })).toBeVisible();
    release();
    await expect(page.getByRole('img', { name: 'Gallery primary image' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload image 2' })).toBeEnabled();

    await chooseFile(page, page.getByRole('button', { name: 'Upload image 2' }), images.cover);
    await expect(page.getByRole('img', { name: 'Gallery image 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete image 2' }).click();
    await expect(page.getByRole('img', { name: 'Gallery image 2' })).toHaveCount(0);
    await chooseFile(page, page.getByRole('button', { name: 'Upload image 2' }), images.second);
    await expect(page.getByText('Image is 1000x600 px. For best quality use at least 1280x769 px.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Gallery image 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/new/publish$`));
  });

  await test.step('publish: the preview, then Save & Publish', async () => {
    await expect(page.getByRole('heading', { name: 'I will teach you Blender modelling' })).toBeVisible();
    await expect(page.getByText('3D & CAD Design | 3D Modeling')).toBeVisible();
    await expect(page.getByText('Live one-to-one Blender sessions.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Gallery' }).getByRole('img')).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Softwares' })).toContainText('Blender');
    await expect(page.getByRole('tabpanel')).toContainText('Quick fix');
    await page.getByRole('tab', { name: 'Premium' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Mentorship');
    await expect(page.getByRole('tabpanel')).toContainText('150 credits = ₹1,500');
    await page.getByRole('button', { name: 'Save & Publish' }).click();
    await expect(page.getByText('Gig Created!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${base}$`));
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as PageScope).localStorage.getItem('gigForm'))).toBeNull();
  });

  const gigs = await (await api(page, s, '/api/gigs/expert/my-gigs')).json();
  const gigId: string = gigs[0]._id;
  const gallery: string[] = gigs[0].gallery;
  expect(gallery).toHaveLength(2);

  await test.step('the list shows the card and toggles it', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'I will teach you Blender modelling' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create new gig' })).toBeVisible();
    await expect(page.getByText('3D & CAD Design | 3D Modeling')).toBeVisible();
    const toggle = page.getByRole('switch', { name: /I will teach you Blender modelling/ });
    await expect(toggle).toHaveText('Active');
    // A failed toggle says so and changes nothing.
    await page.route(`**/api/gigs/${gigId}`, (route) => route.fulfill({ status: 502, body: '' }), { times: 1 });
    await toggle.click();
    await expect(page.getByText(/Error: Failed to toggle gig status\./)).toBeVisible();
    await expect(toggle).toHaveText('Active');
    await toggle.click();
    await expect(toggle).toHaveText('Inactive');
    await expect(page.getByText('Success: Gig status updated.')).toBeVisible();
    expect((await (await api(page, s, `/api/gigs/${gigId}`)).json()).active).toBe(false);
  });

  await test.step('the detail page edits the title through the wizard', async () => {
    await page.getByRole('link', { name: 'Open I will teach you Blender modelling' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/gig/${gigId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'I will teach you Blender modelling' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit gig' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/edit/${gigId}$`));
    await expect(page.getByLabel('Gig title')).toHaveValue('I will teach you Blender modelling');
    await page.getByLabel('Gig title').fill('I will teach you Blender sculpting live');
    await page.getByRole('link', { name: /Publish/ }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Gig updated.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${base}/gig/${gigId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'I will teach you Blender sculpting live' })).toBeVisible();
    await expect(page.getByRole('switch')).toHaveText('Inactive');
  });

  await test.step('delete with the confirmation modal', async () => {
    await page.getByRole('button', { name: 'Delete gig' }).click();
    const dialog = page.getByRole('dialog', { name: 'Do you want to delete this Gig?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // A failed delete keeps the modal open with the status; a slow one shows Deleting...
    await page.getByRole('button', { name: 'Delete gig' }).click();
    await page.route(`**/api/gigs/${gigId}`, (route) => route.fulfill({ status: 503, body: '' }), { times: 1 });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('HTTP error! status: 503');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      `**/api/gigs/${gigId}`,
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(new RegExp(`${base}$`));
    await expect(page.getByText('You have not created any gigs yet, create your first now!')).toBeVisible();
    for (const url of gallery) expect((await page.request.get(url)).status()).toBe(404);
  });
});
