/**
 * The desktop flavour of the profile picture: the native dialog picks the file and sharp in the
 * main process turns it upright and fits it inside 800x800 (JPEG q0.8) before the crop modal and
 * the upload, in the wizard's step 1 and on the expert profile page. Needs a Secret Service for
 * the token: bash tests/helpers/with-keyring.sh npx playwright test tests/e2e/desktop/avatar.spec.ts
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { IMAGE_TYPE_MESSAGE } from '#shared/domain/media';
import { createImageFixtures, type ImageFixtures } from '../../helpers/fixtures';
import { signUpByApi, toastWith } from '../support/accounts';
import { holdNextRequest } from '../support/hold';
import { seedExpert, type PageScope } from '../support/seed-expert';
import { installDesktopBridge, setNextDialogFile } from './bridge';
import { storeDesktopSession } from './stored-session';

let f: ImageFixtures;
test.beforeAll(async () => {
  f = await createImageFixtures();
});
test.afterAll(async () => f?.cleanup());

async function openDesktop(page: Page, baseURL: string, session: { token: string; user: unknown }, path: string) {
  const vault = { service: 'Qurious-e2e-avatar', account: `session-${randomUUID()}` };
  await installDesktopBridge(page, { apiBase: baseURL, appUrlPrefix: `${baseURL}/`, vault });
  // With the bridge this is the desktop platform, which routes by hash.
  await storeDesktopSession(page, { baseURL, vault, token: session.token, user: session.user, route: path });
}

/** The natural size of the image shown in the crop modal (what main prepared). */
const cropImageSize = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Adjust your image' })
    .locator('img')
    .evaluate((img) => {
      const el = img as unknown as { naturalWidth: number; naturalHeight: number };
      return [el.naturalWidth, el.naturalHeight];
    });

test('step 1 takes a HEIC through the native dialog, sharp in main fits it in 800x800, and Apply uploads the crop', async ({ page, baseURL, request }) => {
  if (!baseURL) throw new Error('baseURL is not set');
  const account = await signUpByApi(request, { baseURL });
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/upload/profile-picture')) uploads.push(r.url());
  });
  await openDesktop(page, baseURL, account, '/become_expert/personal_info');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Info' })).toBeVisible();

  // Not an image (named .jpg): refused in main by content; a cancelled dialog changes nothing.
  setNextDialogFile(f.notImage);
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText(IMAGE_TYPE_MESSAGE)).toBeVisible();
  setNextDialogFile(null);
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByRole('dialog', { name: 'Adjust your image' })).toHaveCount(0);
  expect(uploads).toEqual([]);

  // A HEIC (which a page cannot decode) arrives as a JPEG fitted inside 800x800.
  setNextDialogFile(f.heic);
  await page.getByRole('button', { name: 'Upload photo' }).click();
  const crop = page.getByRole('dialog', { name: 'Adjust your image' });
  await expect(crop).toBeVisible();
  await expect.poll(() => cropImageSize(page)).toEqual([800, 514]);
  await crop.getByLabel('Rotate').fill('90');
  await crop.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(crop).toBeHidden();
  await expect(page.locator('.be-picture-box img')).toBeVisible();
  await expect.poll(() => uploads.length).toBe(1);
  // The form is saved to localStorage after it renders: wait for it there.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const { localStorage } = globalThis as unknown as PageScope;
        const form = JSON.parse(localStorage.getItem('expertForm') ?? '{}') as { profilePicture?: string };
        return { picture: form.profilePicture ?? '', preview: (localStorage.getItem('expertProfilePreview') ?? '').slice(0, 23) };
      }),
    )
    .toEqual({ picture: expect.stringMatching(/^\/files\/[0-9a-f-]{36}\.jpg$/), preview: 'data:image/jpeg;base64,' });
});

test('the expert profile picture: pencil, native dialog, crop, Updating..., updated', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('baseURL is not set');
  const expert = await seedExpert();
  await openDesktop(page, baseURL, expert, `/users/${expert.userName}/expert_profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Expert profile' })).toBeVisible();
  await expect(page.locator('.dash-picture-box .avatar-initial')).toHaveText('G');

  setNextDialogFile(f.jpegRotated);
  await page.getByRole('button', { name: 'Edit profile picture' }).click();
  const crop = page.getByRole('dialog', { name: 'Adjust your image' });
  await expect(crop).toBeVisible();
  // 2000x1400 stored with EXIF orientation 6: upright 1400x2000, fitted to 560x800 by main.
  await expect.poll(() => cropImageSize(page)).toEqual([560, 800]);
  // Hold the upload until the progress dialog has been seen.
  const upload = await holdNextRequest(page, '**/api/upload/profile-picture');
  await crop.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(crop.getByRole('status')).toContainText('Updating...');
  await expect(crop.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  upload.release();
  await expect(toastWith(page, 'Profile picture updated.')).toBeVisible();
  await expect(crop).toBeHidden();
  const picture = page.locator('.dash-picture-box img');
  await expect(picture).toHaveAttribute('src', /\/files\/[0-9a-f-]{36}\.jpg$/);
  const src = await picture.getAttribute('src');
  const file = await page.request.get(src ?? '');
  expect(file.headers()['content-type']).toBe('image/jpeg');
});
