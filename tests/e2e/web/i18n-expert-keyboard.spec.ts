/**
 * The keyboard-only become-expert journey: from the landing to the success modal with the
 * keyboard alone (Tab to reach a control, typing, arrow keys in selects, Space, Enter, Escape),
 * including the crop modal and a real phone verification against the Firebase Auth emulator; focus
 * is visible, starts inside an opened modal and goes back to its opener on close.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expertMessages as m } from '#shared/domain/expert-rules';
import { createImageFixtures, type ImageFixtures } from '../../helpers/fixtures';
import { emulatorCodeFor } from '../../helpers/phone-sign-in';
import { freshMobile, openSignedIn, startPhoneRig, verifiedAccount, type PhoneRig } from './become-expert.helpers';

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
  'I teach spreadsheets and data work live: pivot tables, lookups, clean imports and charts that tell the story, ' +
  'explained step by step on your own files.';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus; fails when it never does. */
async function tabTo(page: Page, target: Locator, back = false) {
  for (let i = 0; i < 80; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Tabs to a closed select and moves through its options with the arrow keys until `value` is chosen. */
async function arrowTo(page: Page, select: Locator, value: string) {
  await tabTo(page, select);
  for (let i = 0; i < 120 && (await select.inputValue()) !== value; i += 1) await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

test('a verified user becomes an expert with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(240_000);
  // Playwright intercepts file choosers once a page has a 'filechooser' listener, and turning that on
  // is itself asynchronous: a listener from the start, so a key press never opens a chooser before it.
  page.on('filechooser', () => undefined);
  const session = await verifiedAccount(request, rig, 'Kim Keys');
  await openSignedIn(page, rig.base, session, '/become_expert');
  const h1 = page.getByRole('heading', { level: 1 });
  const next = page.getByRole('button', { name: 'Continue' });

  await test.step('the landing and the intro pages', async () => {
    const create = page.getByRole('button', { name: 'Create expert profile' });
    await tabTo(page, create);
    // Focus is visible: the outline of :focus-visible.
    await expect(create).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    for (const heading of ['Create your expert profile', 'How to set up a successful profile?', 'What Can Get You Removed?']) {
      await expect(h1).toHaveText(heading);
      await tabTo(page, next);
      await page.keyboard.press('Enter');
    }
    await expect(h1).toHaveText('Personal Info');
  });

  await test.step('step 1: names, username, the picture through the crop modal, bio and a language', async () => {
    await tabTo(page, page.getByLabel('First name'));
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Last name')).toBeFocused();
    await page.keyboard.type('Keys');
    // Both come prefilled from sign-up: selected, the typed text replaces them.
    await tabTo(page, page.getByLabel('Display name'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Kim K.');
    await tabTo(page, page.getByLabel('Username'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`kim.keys${Date.now() % 1_000_000}`);
    await expect(page.getByText(m.usernameAvailable)).toBeVisible();

    const upload = page.getByRole('button', { name: 'Upload photo' });
    await tabTo(page, upload);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(f.smallPhoto);
    const crop = page.getByRole('dialog', { name: 'Adjust your image' });
    await expect(crop).toBeVisible();
    await tabTo(page, crop.getByRole('button', { name: 'Apply Changes' }));
    await page.keyboard.press('Enter');
    await expect(crop).toBeHidden();
    await expect(page.locator('.be-picture-box img')).toBeVisible();

    await tabTo(page, page.getByLabel('About you'));
    await page.keyboard.insertText(BIO);
    await expect(page.getByText(`${BIO.length} / 650`)).toBeVisible();

    await tabTo(page, page.getByRole('main').getByRole('combobox', { name: 'Language', exact: true }));
    await page.keyboard.type('English');
    await arrowTo(page, page.getByLabel('Language level'), 'Fluent');
    await tabTo(page, page.getByRole('group', { name: 'Language', exact: true }).getByRole('button', { name: 'Add' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Your languages' })).toContainText('Fluent');
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(h1).toHaveText('Professional Info');
  });

  await test.step('step 2: a profession with a speciality, a skill and a software', async () => {
    await arrowTo(page, page.getByRole('combobox', { name: 'Profession 1', exact: true }), 'Software Engineer');
    await arrowTo(page, page.getByLabel('From (profession 1)'), '2015');
    await arrowTo(page, page.getByLabel('To (profession 1)'), 'Present');
    const speciality = page.getByRole('group', { name: 'Specialities' }).getByRole('checkbox').first();
    await tabTo(page, speciality);
    await page.keyboard.press('Space');
    await expect(speciality).toBeChecked();

    await arrowTo(page, page.getByLabel('Skill', { exact: true }), 'Web Development');
    await arrowTo(page, page.getByLabel('Skill level'), 'Expert');
    await arrowTo(page, page.getByLabel('Experience'), '5 years');
    await tabTo(page, page.getByRole('group', { name: 'Add a skill' }).getByRole('button', { name: 'Add' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('cell', { name: 'Web Development', exact: true })).toBeVisible();

    await tabTo(page, page.getByRole('combobox', { name: 'Softwares' }));
    // Typed in part, the suggestion shows and is active (a name typed whole hides it; Enter adds it all the same).
    await page.keyboard.type('Figm');
    await expect(page.getByRole('option', { name: 'Figma', exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Your softwares' })).toContainText('Figma');
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(h1).toHaveText('Account Security');
  });

  await test.step('step 3: the phone modal (Escape, then a real code), Finish and the success modal', async () => {
    const addPhone = page.getByRole('button', { name: 'Add phone number' });
    await tabTo(page, addPhone);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Verify your phone number' });
    await expect(modal.getByLabel('Mobile number')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(addPhone).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(modal.getByLabel('Mobile number')).toBeFocused();
    const mobile = freshMobile();
    await page.keyboard.type(mobile);
    await page.keyboard.press('Enter');
    await expect(modal.getByLabel('Verification code')).toBeFocused();
    await page.keyboard.type(await emulatorCodeFor(rig.emulator.host, `+91${mobile}`));
    await page.keyboard.press('Enter');
    const verified = page.getByRole('dialog', { name: 'Phone number verified' });
    await expect(verified.getByRole('button', { name: 'Done' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(verified).toBeHidden();
    // The same button, now named for changing the number, has the focus back.
    await expect(page.getByRole('button', { name: 'Change number' })).toBeFocused();

    await tabTo(page, page.getByRole('button', { name: 'Finish' }));
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', { name: 'Your seller profile is all set!' });
    await expect(success.getByRole('button', { name: 'Create Gig' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/users\/kim\.keys\d+\/manage_gigs\/new$/);
  });
});
