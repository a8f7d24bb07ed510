/**
 * Google, Apple and Facebook in the browser build against the Firebase Auth emulator.
 * The provider's popup itself needs Google's gapi script (apis.google.com), which this offline
 * machine cannot load, so the provider step is the emulator's REST sign-in (what the popup ends
 * in: a Firebase ID token for a Google account), handed to our API as the page does; the rest is
 * the real page: a Google sign-up, signing in again, Google into an existing email account, and
 * the sign-in methods in /settings (unlink, the last way in refused).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInResponseSchema } from '#shared/contract/http/users';
import { PROVIDER_UNLINKED_MESSAGE, type SocialProvider } from '#shared/domain/social';
import { LAST_SIGN_IN_METHOD_MESSAGE } from '#shared/domain/social-answers';
import { socialIdToken, type IdpClaims } from '../../helpers/social-sign-in';
import { newEmail, signUpByApi } from '../support/accounts';
import { openSignedIn, startPhoneRig, type PhoneRig } from './become-expert.helpers';

test.describe.configure({ mode: 'serial' });

let rig: PhoneRig;
test.beforeAll(async () => {
  // The emulator takes a while to start on a busy machine.
  test.setTimeout(180_000);
  rig = await startPhoneRig();
});
test.afterAll(async () => rig?.close());

/** A provider sign-in in the emulator, turned into our session by the API (as the modal does). */
async function socialSession(request: APIRequestContext, provider: SocialProvider, claims: IdpClaims) {
  const idToken = await socialIdToken(rig.emulator.host, provider, claims);
  const res = await request.post(`${rig.base}/api/users/social`, { data: { idToken } });
  expect(res.status(), await res.text()).toBe(200);
  return signInResponseSchema.parse(await res.json());
}

const methodsOf = (page: Page) => page.getByRole('list', { name: 'Sign-in methods' });
const profileMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Profile menu of/ });

test('the modal offers Google, Apple and Facebook', async ({ page }) => {
  await page.goto(`${rig.base}/about`);
  await page.getByRole('banner').getByRole('button', { name: 'Join', exact: true }).click();
  const dialog = page.getByRole('dialog');
  for (const name of ['Continue with Google', 'Apple', 'Facebook'])
    await expect(dialog.getByRole('button', { name })).toBeEnabled();
});

test('sign up with Google, sign in again: one account, no password, Google the only way in', async ({
  page,
  request,
}) => {
  const email = newEmail('gwen');
  const claims = { sub: `gwen-${email}`, email, email_verified: true, name: 'Gwen Google' };
  const first = await socialSession(request, 'google.com', claims);
  const again = await socialSession(request, 'google.com', claims);
  expect(again.user._id).toBe(first.user._id);
  await openSignedIn(page, rig.base, again, '/settings');
  await expect(profileMenu(page)).toHaveAccessibleName('Profile menu of Gwen Google');
  const methods = methodsOf(page);
  await expect(methods.getByRole('listitem').filter({ hasText: 'Password' })).toContainText('Not set');
  await expect(methods.getByRole('listitem').filter({ hasText: 'Google' })).toContainText(
    `Linked as ${email}`,
  );
  await methods.getByRole('button', { name: 'Unlink Google' }).click();
  await expect(page.getByRole('alert').filter({ hasText: LAST_SIGN_IN_METHOD_MESSAGE })).toBeVisible();
  await expect(methods.getByRole('listitem').filter({ hasText: 'Google' })).toContainText(
    `Linked as ${email}`,
  );
});

test('Google into an existing email account links to it; unlinking leaves the password', async ({
  page,
  request,
}) => {
  // Verified before: Google into an account still unverified drops what was set up before the proof.
  const account = await signUpByApi(request, { name: 'Edna Email', baseURL: rig.base, verify: true, mailDir: rig.mailDir });
  const session = await socialSession(request, 'google.com', {
    email: account.email,
    email_verified: true,
    name: 'Someone Else',
  });
  expect(session.user._id).toBe(account.user._id);
  await openSignedIn(page, rig.base, session, '/settings');
  await expect(profileMenu(page)).toHaveAccessibleName('Profile menu of Edna Email');
  const methods = methodsOf(page);
  await expect(methods.getByRole('listitem').filter({ hasText: 'Password' })).toContainText('Set');
  await expect(methods.getByRole('button', { name: 'Link Facebook' })).toBeVisible();
  await methods.getByRole('button', { name: 'Unlink Google' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: PROVIDER_UNLINKED_MESSAGE('google.com') }),
  ).toBeVisible();
  await expect(methods.getByRole('listitem').filter({ hasText: 'Google' })).toContainText('Not linked');
});
