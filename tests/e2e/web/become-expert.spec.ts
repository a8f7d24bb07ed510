/**
 * Becoming an expert in the browser build, end to end: sign-up in the modal, the emailed link, sign-in,
 * the landing and intro pages, the three wizard steps with their rules, a real phone sign-in
 * against the Firebase Auth emulator (the code read where the emulator shows it), Finish and the
 * success modal; then the guard, the expert dashboard and the expert profile picture.
 */
import { expect, test, type Page } from '@playwright/test';
import { expertMessages as m } from '#shared/domain/expert-rules';
import { createImageFixtures, type ImageFixtures } from '../../helpers/fixtures';
import { emulatorCodeFor } from '../../helpers/phone-sign-in';
import { newEmail, PASSWORD, signUpByApi, toastWith } from '../support/accounts';
import { holdNextRequest } from '../support/hold';
import { waitForMail } from '../support/mail';
import { freshMobile, openSignedIn, startPhoneRig, type PhoneRig } from './become-expert.helpers';

test.describe.configure({ mode: 'serial' });

let rig: PhoneRig;
let f: ImageFixtures;
test.beforeAll(async () => {
  // The emulator takes a while to start on a busy machine.
  test.setTimeout(180_000);
  [rig, f] = await Promise.all([startPhoneRig(), createImageFixtures()]);
});
test.afterAll(async () => {
  await rig?.close();
  await f?.cleanup();
});

const BIO =
  'I build web apps for a living and love pairing live: debugging React state, untangling Node APIs, reviewing pull requests ' +
  'and explaining the why behind each fix.';

async function chooseFile(page: Page, trigger: () => Promise<void>, path: string) {
  const chooser = page.waitForEvent('filechooser');
  await trigger();
  await (await chooser).setFiles(path);
}

let expertUserName = '';

test('a new user signs up and becomes an expert, with every step checked on the way', async ({ page, request }) => {
  test.setTimeout(180_000);
  const base = rig.base;
  const email = newEmail('ada.expert');
  const banner = page.getByRole('banner');
  const dialog = page.getByRole('dialog');
  // An account whose username the new expert will try first.
  const other = await signUpByApi(request, { baseURL: base, email: newEmail('taken') });
  const takenName = other.user.username;

  await test.step('sign up in the modal and verify the email from the link', async () => {
    await page.goto(`${base}/`);
    await banner.getByRole('button', { name: 'Join', exact: true }).click();
    await dialog.getByRole('button', { name: 'Continue with email' }).click();
    await dialog.getByLabel('Name').fill('ada lovelace');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Verify Email' }).click();
    await expect(dialog.getByRole('heading', { name: `Verification link sent to ${email}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const mail = await waitForMail(email, { subject: /Verify your email/, dir: rig.mailDir });
    await page.goto(mail.links[0] ?? '');
    await expect(page.getByRole('heading', { level: 1, name: 'Email verified!' })).toBeVisible();
    // Sign-up signs no one in (its answer is the same for a taken address): the page opens the login modal.
    await expect(dialog.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue with email/username' }).click();
    await dialog.getByLabel('Email or username').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(toastWith(page, 'Login Successful')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the landing and the three intro pages', async () => {
    await page.goto(`${base}/become_expert`);
    await expect(page.getByRole('heading', { level: 1, name: "Qurious? They Are. Expert? You Are. Let's Go!" })).toBeVisible();
    await expect(page.getByText('Join the Qurious Side – Help, Teach, Earn.')).toBeVisible();
    await page.getByRole('button', { name: 'Create expert profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your expert profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How to set up a successful profile?' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(`${base}/become_expert/overview`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'What Can Get You Removed?' })).toBeVisible();
    await expect(page.getByText('Taking payments outside the platform')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${base}/become_expert/personal_info`);
  });

  await test.step('step 1: every message, then a complete personal info', async () => {
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    // Display name and username come prefilled from sign-up; emptied, each says it is required.
    await expect(page.getByLabel('Display name')).toHaveValue('ada lovelace');
    await expect(page.getByLabel('Username')).not.toHaveValue('');
    await page.getByLabel('Display name').fill('');
    await page.getByLabel('Username').fill('');
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const message of [m.fullNameRequired, m.displayNameRequired, m.usernameRequired, m.profilePictureRequired, m.bioMinimum, m.languageRequired]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Display name').fill('Ada L.');

    const username = page.getByLabel('Username');
    await username.fill('ab');
    await expect(page.getByText(m.usernameTooShort)).toBeVisible();
    await username.fill('ada..l');
    await expect(page.getByText(m.usernameInvalid)).toBeVisible();
    await username.fill(takenName);
    await expect(page.getByText(m.usernameTaken)).toBeVisible();
    const suggestion = page.locator('.be-suggestions button').first();
    await expect(suggestion).toBeVisible();
    expertUserName = (await suggestion.textContent()) ?? '';
    // Click the suggestion that was read, even if the list re-renders in between.
    await page.locator('.be-suggestions button').getByText(expertUserName, { exact: true }).click();
    await expect(username).toHaveValue(expertUserName);
    await expect(page.getByText(m.usernameAvailable)).toBeVisible();

    await chooseFile(page, () => page.getByRole('button', { name: 'Upload photo' }).click(), f.jpegRotated);
    const crop = page.getByRole('dialog', { name: 'Adjust your image' });
    await expect(crop).toBeVisible();
    const zoom = crop.getByLabel('Zoom');
    await expect(zoom).toHaveAttribute('min', '1');
    await expect(zoom).toHaveAttribute('max', '3');
    await expect(zoom).toHaveAttribute('step', '0.1');
    await expect(crop.getByLabel('Rotate')).toHaveAttribute('max', '360');
    await zoom.fill('1.5');
    await crop.getByRole('button', { name: 'Apply Changes' }).click();
    await expect(crop).toBeHidden();
    await expect(page.locator('.be-picture-box img')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit or delete profile picture' })).toBeVisible();

    const bio = page.getByLabel('About you');
    await bio.fill(BIO.slice(0, 100));
    await expect(page.getByText('100 / 650')).toBeVisible();
    await bio.fill(BIO);
    await expect(page.getByText(`${BIO.length} / 650`)).toBeVisible();

    const language = page.getByRole('main').getByRole('combobox', { name: 'Language', exact: true });
    const add = page.getByRole('group', { name: 'Language', exact: true }).getByRole('button', { name: 'Add' });
    await language.fill('Klingon');
    await page.getByLabel('Language level').selectOption('Fluent');
    await expect(add).toBeDisabled();
    await language.fill('Eng');
    await page.getByRole('main').getByRole('option', { name: 'English' }).click();
    await expect(add).toBeEnabled();
    await add.click();
    await language.fill('English');
    await page.getByLabel('Language level').selectOption('Conversational');
    await add.click();
    const chips = page.getByRole('list', { name: 'Your languages' });
    await expect(chips.getByRole('listitem')).toHaveCount(1);
    await expect(chips).toContainText('Conversational');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${base}/become_expert/professional_info`);
  });

  await test.step('step 2: messages, rows, skills and softwares; the form survives a reload', async () => {
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const message of [m.professionRequired, m.skillRequired, m.softwareRequired]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    const addProfession = page.getByRole('button', { name: '+ Add profession' });
    await expect(addProfession).toBeDisabled();
    await page.getByRole('combobox', { name: 'Profession 1', exact: true }).selectOption('Software Engineer');
    await page.getByLabel('From (profession 1)').selectOption('2015');
    const to = page.getByLabel('To (profession 1)');
    await expect(to.locator('option', { hasText: '2014' })).toHaveCount(0);
    await to.selectOption('Present');
    await page.getByRole('checkbox', { name: 'Frontend' }).check();
    await expect(addProfession).toBeEnabled();

    await page.getByLabel('Skill', { exact: true }).selectOption('Web Development');
    await page.getByLabel('Skill level').selectOption('Expert');
    await page.getByLabel('Experience').selectOption('5 years');
    await page.getByRole('group', { name: 'Add a skill' }).getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('cell', { name: 'Web Development', exact: true })).toBeVisible();
    // Editing takes the row back into the form, one at a time.
    await page.getByRole('button', { name: 'Edit Web Development' }).click();
    await expect(page.getByRole('cell', { name: 'Web Development', exact: true })).toHaveCount(0);
    await page.getByLabel('Skill level').selectOption('Intermediate');
    await page.getByRole('group', { name: 'Add a skill' }).getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('cell', { name: 'Intermediate', exact: true })).toBeVisible();

    const software = page.getByRole('combobox', { name: 'Softwares' });
    await software.fill('Fig');
    await page.getByRole('main').getByRole('option', { name: 'Figma' }).click();
    await software.fill('Fig');
    await expect(page.getByRole('main').getByRole('option', { name: 'Figma' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Profession 1', exact: true })).toHaveValue('Software Engineer');
    await expect(page.getByRole('list', { name: 'Your softwares' })).toContainText('Figma');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${base}/become_expert/account_security`);
  });

  await test.step('step 3: the verified email, the phone modal with a real emulator code, Finish', async () => {
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    await expect(page.locator('.be-email', { hasText: email })).toBeVisible();
    await expect(page.locator('.be-badge-ok', { hasText: 'Verified' })).toBeVisible();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText(m.verifyMobile)).toBeVisible();

    await page.getByRole('button', { name: 'Add phone number' }).click();
    const modal = page.getByRole('dialog', { name: 'Verify your phone number' });
    await expect(modal.getByLabel('Country')).toHaveValue('India');
    const mobile = freshMobile();
    await modal.getByLabel('Mobile number').fill(`${mobile.slice(0, 5)} ${mobile.slice(5)}x`);
    await expect(modal.getByLabel('Mobile number')).toHaveValue(mobile);
    await modal.getByLabel('Mobile number').press('Enter');
    await expect(modal.getByLabel('Verification code')).toBeVisible();
    await expect(modal.getByText(/Resend OTP in \d+s/)).toBeVisible();
    await modal.getByLabel('Verification code').fill('000000');
    await modal.getByRole('button', { name: 'Verify' }).click();
    await expect(modal.getByText('Invalid OTP. Please try again.')).toBeVisible();
    const code = await emulatorCodeFor(rig.emulator.host, `+91${mobile}`);
    await modal.getByLabel('Verification code').fill(code);
    await modal.getByRole('button', { name: 'Verify' }).click();
    const verified = page.getByRole('dialog', { name: 'Phone number verified' });
    await expect(verified.getByText(`+91 ${mobile} is verified.`)).toBeVisible();
    await verified.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(`+91 ${mobile}`)).toBeVisible();

    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(toastWith(page, 'Profile Created!')).toBeVisible();
    const success = page.getByRole('dialog', { name: 'Your seller profile is all set!' });
    await expect(success).toBeVisible();
    await expect(success.getByRole('button', { name: 'Done' })).toBeVisible();
    await success.getByRole('button', { name: 'Create Gig' }).click();
    await expect(page).toHaveURL(`${base}/users/${expertUserName}/manage_gigs/new`);
    // The stored onboarding pictures and form are gone.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const { localStorage } = globalThis as unknown as { localStorage: { getItem(k: string): string | null } };
          return ['expertProfilePreview', 'expertProfileOriginal', 'expertForm'].map((k) => localStorage.getItem(k));
        }),
      )
      .toEqual([null, null, null]);
  });

  await test.step('the new expert is kept out of the flow', async () => {
    await page.goto(`${base}/become_expert/personal_info`);
    await expect(page).toHaveURL(`${base}/`);
  });

  await test.step('in expert mode, /users/{username} shows the expert dashboard', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Switch to Expert' }).click();
    await expect(page).toHaveURL(`${base}/users/${expertUserName}/expert_dashboard`);
    await page.goto(`${base}/users/${expertUserName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Expert dashboard' })).toBeVisible();
  });

  await test.step('the expert dashboard and the expert profile picture', async () => {
    await page.goto(`${base}/users/${expertUserName}/expert_dashboard`);
    await expect(page.getByText(`@${expertUserName}`)).toBeVisible();
    await expect(page.getByText('Ada Lovelace', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your last order' })).toBeVisible();
    await expect(page.getByText('No orders yet!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Active orders' })).toBeVisible();
    await page.getByRole('link', { name: 'Expert profile' }).click();
    await expect(page).toHaveURL(`${base}/users/${expertUserName}/expert_profile`);
    const before = await page.locator('.dash-picture-box img').getAttribute('src');
    await chooseFile(page, () => page.getByRole('button', { name: 'Edit profile picture' }).click(), f.pngSmallish);
    const crop = page.getByRole('dialog', { name: 'Adjust your image' });
    // Hold the upload until the progress dialog has been seen.
    const upload = await holdNextRequest(page, '**/api/upload/profile-picture');
    await crop.getByRole('button', { name: 'Apply Changes' }).click();
    await expect(crop.getByRole('status')).toContainText('Updating...');
    upload.release();
    await expect(toastWith(page, 'Profile picture updated.')).toBeVisible();
    await expect(crop).toBeHidden();
    await expect(page.locator('.dash-picture-box img')).not.toHaveAttribute('src', before ?? '');
  });
});

test('the guard sends visitors and experts home', async ({ page }) => {
  await page.goto(`${rig.base}/become_expert`);
  await expect(page).toHaveURL(`${rig.base}/`);
  await page.goto(`${rig.base}/become_expert/account_security`);
  await expect(page).toHaveURL(`${rig.base}/`);
});

test('a failed username check and a failed picture upload say so', async ({ page, request }) => {
  const account = await signUpByApi(request, { baseURL: rig.base });
  await openSignedIn(page, rig.base, account, '/become_expert/personal_info');
  await page.route('**/api/users/check-username*', (route) => route.abort());
  await page.getByLabel('Username').fill('fresh.name');
  await expect(page.getByText(m.usernameError)).toBeVisible();

  await page.route('**/api/upload/profile-picture', (route) => route.fulfill({ status: 500, body: '{}' }));
  await chooseFile(page, () => page.getByRole('button', { name: 'Upload photo' }).click(), f.smallPhoto);
  await page.getByRole('dialog', { name: 'Adjust your image' }).getByRole('button', { name: 'Apply Changes' }).click();
  await expect(page.getByText('Upload failed. Try again.')).toBeVisible();
});
