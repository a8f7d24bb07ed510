/** The become-expert pages, the expert dashboard and the expert profile have no serious or critical axe violations. */
import { expect, test } from '@playwright/test';
import { signUpByApi, storeWebSession } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { seedExpert, signInWebAs } from '../support/seed-expert';

test('the landing, the intro pages and the three steps (with their messages and the phone modal)', async ({ page, request }) => {
  const account = await signUpByApi(request);
  await storeWebSession(page, account, '/become_expert');
  for (const path of ['/become_expert', '/become_expert/overview', '/become_expert/overview/right', '/become_expert/overview/wrong']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.goto('/become_expert/personal_info');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/become_expert/professional_info');
  await page.getByRole('combobox', { name: 'Profession 1', exact: true }).selectOption('Software Engineer');
  await page.getByLabel('Skill', { exact: true }).selectOption('Web Development');
  await page.getByRole('button', { name: 'Continue' }).click();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/become_expert/account_security');
  await page.getByRole('button', { name: 'Add phone number' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify your phone number' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the expert dashboard and the expert profile', async ({ page }) => {
  const expert = await seedExpert();
  await signInWebAs(page, expert, `/users/${expert.userName}/expert_dashboard`);
  await expect(page.getByText('No orders yet!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/users/${expert.userName}/expert_profile`);
  await expect(page.getByRole('button', { name: 'Edit profile picture' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
