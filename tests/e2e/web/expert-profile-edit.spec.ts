import { expect, test } from '@playwright/test';
import { expertMessages as m } from '#shared/domain/expert-rules';
import { toastWith } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { overflow, seedGig, tabTo } from '../support/i18n-gigs';
import { signInWebAs } from '../support/seed-expert';

const NEW_BIO =
  'I untangle books and numbers for small studios: live bookkeeping sessions, month-end closes explained step by step, ' +
  'and spreadsheets that finally add up.';

/**
 * An expert edits their profile after onboarding on the expert profile page: the wizard's fields
 * and messages, by keyboard, at phone width; the public expert page and the search show it at once.
 */
test('an expert edits the bio and adds a skill, then sees both on the public page and in search', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { expert, gigId } = await seedGig(page);
  const headers = { Authorization: `Bearer ${expert.token}` };
  expect((await page.request.put(`/api/gigs/${gigId}`, { headers, data: { active: true } })).status()).toBe(200);
  const displayName = `Gita Books ${expert.userName.slice(-4)}`;

  await signInWebAs(page, expert, `/users/${expert.userName}/expert_profile`);
  const form = page.getByRole('form', { name: 'Edit your profile' });
  await expect(form).toBeVisible();

  await test.step('the fields come filled and labelled, and the wizard’s rules hold', async () => {
    await expect(form.getByLabel('Display name')).toHaveValue('Gita E.');
    await expect(form.getByLabel('Username')).toHaveValue(expert.userName);
    await expect(form.getByLabel('About you')).toHaveValue(/patient, practical live sessions/);
    await expect(form.getByLabel('Hourly rate', { exact: false })).toHaveValue('320');
    await form.getByLabel('Display name').fill('');
    await form.getByLabel('About you').fill('Too short.');
    await form.getByRole('button', { name: 'Save changes' }).click();
    for (const message of [m.displayNameRequired, m.bioMinimum, m.professionRequired]) await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Display name')).toBeFocused();
  });

  await test.step('by keyboard: name, bio, a profession and a new skill, then Save', async () => {
    await tabTo(page, form.getByLabel('Display name'));
    await page.keyboard.type(displayName);
    await tabTo(page, form.getByLabel('About you'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(NEW_BIO);
    await form.getByRole('combobox', { name: 'Profession 1', exact: true }).selectOption('Accountant');
    await form.getByRole('combobox', { name: 'From (profession 1)' }).selectOption('2015');
    await form.getByRole('combobox', { name: 'To (profession 1)' }).selectOption('Present');

    await form.getByRole('button', { name: /Add New/ }).click();
    const add = form.getByRole('group', { name: 'Add a skill' });
    await add.getByRole('combobox', { name: 'Skill', exact: true }).selectOption('Bookkeeping');
    await add.getByRole('combobox', { name: 'Skill level' }).selectOption('Expert');
    await add.getByRole('combobox', { name: 'Experience' }).selectOption('4 years');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(form.getByRole('cell', { name: 'Bookkeeping', exact: true })).toBeVisible();

    await tabTo(page, form.getByRole('button', { name: 'Save changes' }));
    await page.keyboard.press('Enter');
    await expect(toastWith(page, 'Your expert profile is updated.')).toBeVisible();
    await expect(page.locator('.dash-name')).toHaveText(displayName);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, { include: '.dash-profile-page' })).toEqual([]);
  });

  await test.step('the public expert page shows the new bio and skill', async () => {
    await page.goto(`/experts/${expert.userName}`);
    await expect(page.getByText(NEW_BIO)).toBeVisible();
    await expect(page.getByText('Bookkeeping').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
  });

  await test.step('the search finds the gig by the new skill, under the new name', async () => {
    await page.goto('/search/gigs?keyword=bookkeeping');
    const card = page.getByTestId('gig-card').filter({ hasText: displayName });
    await expect(card.first()).toBeVisible();
  });
});

test('the phone number changes only through its own verification page', async ({ page }) => {
  const { expert } = await seedGig(page);
  await signInWebAs(page, expert, `/users/${expert.userName}/expert_profile`);
  const phone = page.getByRole('region', { name: 'Mobile number' });
  await expect(phone.getByText(/^\+91 98/)).toBeVisible();
  await phone.getByRole('link', { name: 'Change number' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${expert.userName}/expert_profile/phone$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Change your mobile number' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to your expert profile' }).click();
  await expect(page.getByRole('region', { name: 'Mobile number' }).getByText(/^\+91 98/)).toBeVisible();
});
