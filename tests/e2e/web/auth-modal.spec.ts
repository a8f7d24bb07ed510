import { expect, test, type Page } from '@playwright/test';
import { newEmail, PASSWORD, signInThroughModal, signUpByApi, toastWith } from '../support/accounts';
import { holdNextRequest } from '../support/hold';

const openModal = async (page: Page, button: 'Login' | 'Join') => {
  await page.getByRole('banner').getByRole('button', { name: button, exact: true }).click();
  return page.getByRole('dialog');
};

test('the modal: both choice screens, the switch links, the footer and closing', async ({ page }) => {
  await page.goto('/about');
  const dialog = await openModal(page, 'Login');
  await expect(dialog.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(dialog.getByText('Success starts here')).toBeVisible();
  for (const check of ['Over 700 categories', 'Quality work done faster', 'Access to talent and businesses across the globe']) {
    await expect(dialog.getByText(check)).toBeVisible();
  }
  for (const name of ['Continue with Google', 'Apple', 'Facebook']) await expect(dialog.getByRole('button', { name })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Continue with email/username' })).toBeFocused();
  await expect(dialog).toContainText(
    'By joining, you agree to the Qurious Terms of Service and to occasionally receive emails from us. Please read our Privacy Policy to learn how we use your personal data.',
  );

  await dialog.getByRole('button', { name: 'Join here' }).click();
  await expect(dialog.getByRole('heading', { name: 'Create a new account' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with email', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openModal(page, 'Join');
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Create a new account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('signup form: live checklist, the email rule, the disabled button, show/hide and Back clearing it', async ({ page }) => {
  await page.goto('/about');
  const dialog = await openModal(page, 'Join');
  await dialog.getByRole('button', { name: 'Continue with email' }).click();
  const verify = dialog.getByRole('button', { name: 'Verify Email' });
  const password = dialog.getByLabel('Password', { exact: true });
  const toggle = dialog.getByRole('button', { name: 'Show password' });
  const checklist = dialog.getByRole('list', { name: 'Password requirements' });
  const rule = (text: string) => checklist.getByRole('listitem').filter({ hasText: text });

  await expect(verify).toBeDisabled();
  await expect(toggle).toBeDisabled();
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Name').click();
  await expect(dialog.getByText('Invalid email', { exact: true })).toBeVisible();
  await dialog.getByLabel('Email').fill('ada@example.c');
  await expect(dialog.getByText('Invalid email', { exact: true })).toBeVisible();
  await dialog.getByLabel('Email').fill('ada@example.com');
  await expect(dialog.getByText('Invalid email', { exact: true })).toHaveCount(0);

  await password.fill('abc');
  await expect(rule('At least 1 lowercase letter')).toHaveAttribute('data-met', 'true');
  await expect(rule('At least 1 uppercase letter')).toHaveAttribute('data-met', 'false');
  await expect(rule('At least 1 number')).toHaveAttribute('data-met', 'false');
  await expect(rule('At least 1 special character')).toHaveAttribute('data-met', 'false');
  await expect(rule('At least 8 characters')).toHaveAttribute('data-met', 'false');
  await expect(verify).toBeDisabled();
  await password.fill('Abcdefg1!');
  for (const item of await checklist.getByRole('listitem').all()) await expect(item).toHaveAttribute('data-met', 'true');
  await expect(verify).toBeEnabled();

  await expect(password).toHaveAttribute('type', 'password');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('heading', { name: 'Create a new account' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue with email' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(rule('At least 1 lowercase letter')).toHaveAttribute('data-met', 'false');
});

test('login: a wrong password is a Login Failed toast and its reason in the form; the button waits with a spinner; Back clears the form', async ({ page, request }) => {
  const account = await signUpByApi(request, { name: 'Wrong Pass' });
  await page.goto('/about');
  await signInThroughModal(page, account.email, 'Not#ThePassword1');
  const failed = toastWith(page, 'Login Failed');
  await expect(failed).toBeVisible();
  // The reason stays in the form after the toast has gone.
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Invalid email/username or password.');
  // The spec's toast: top-right, an error icon, a progress bar, gone by itself after 2 s.
  const toastBox = page.locator('.Toastify__toast-container--top-right .Toastify__toast--error').filter({ hasText: 'Login Failed' });
  await expect(toastBox.locator('.Toastify__toast-icon')).toBeVisible();
  await expect(toastBox.getByRole('progressbar')).toBeAttached();
  await expect(failed).toBeHidden({ timeout: 5000 });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('button', { name: 'Continue with email/username' }).click();
  await expect(dialog.getByLabel('Email or username')).toHaveValue('');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');

  // Hold the answer back until the waiting button has been seen.
  const login = await holdNextRequest(page, '**/api/users/login');
  await dialog.getByLabel('Email or username').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  const submit = dialog.getByRole('button', { name: 'Continue', exact: true });
  await submit.click();
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await expect(submit.locator('.spinner')).toBeVisible();
  login.release();
  await expect(toastWith(page, 'Login Successful')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profile menu of Wrong Pass' })).toBeVisible();
});

test('signup with a taken email shows the same email-sent step as a new one (no account enumeration)', async ({ page, request }) => {
  const account = await signUpByApi(request);
  await page.goto('/about');
  const dialog = await openModal(page, 'Join');
  await dialog.getByRole('button', { name: 'Continue with email' }).click();
  await dialog.getByLabel('Name').fill('Someone Else');
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Verify Email' }).click();
  await expect(dialog.getByRole('heading', { name: `Verification link sent to ${account.email}` })).toBeVisible();
  await expect(toastWith(page, 'Check your inbox to verify your email')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test('the email-sent step links back to login', async ({ page }) => {
  await page.goto('/about');
  const dialog = await openModal(page, 'Join');
  await dialog.getByRole('button', { name: 'Continue with email' }).click();
  const email = newEmail('sent.step');
  await dialog.getByLabel('Name').fill('Sent Step');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Verify Email' }).click();
  await expect(dialog.getByRole('heading', { name: `Verification link sent to ${email}` })).toBeVisible();
  await expect(dialog.getByText('Back to login?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});
