/**
 * Google sign-in in the desktop app, through the bridge. The app never shows a provider's
 * page: it opens a hand-off and our hosted /social-sign-in page in the system browser (here: a
 * popup), then polls with a key only it holds. The provider's own popup needs Google's gapi script,
 * which this offline machine cannot load, so the hosted page's provider step is the Auth emulator's
 * REST sign-in, posted to the hand-off as the page posts it; the rest is the real app: the session
 * lands in the keychain through the real vault, the header shows the user, and a second hand-off
 * signs the same account in again.
 * Needs a Secret Service for the token: bash tests/helpers/with-keyring.sh npx playwright test …
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { socialIdToken, type IdpClaims } from '../../helpers/social-sign-in';
import { newEmail } from '../support/accounts';
import { startPhoneRig, type PhoneRig } from '../web/become-expert.helpers';
import { installDesktopBridge } from './bridge';

let rig: PhoneRig;
test.beforeAll(async () => {
  // The emulator takes a while to start on a busy machine.
  test.setTimeout(180_000);
  rig = await startPhoneRig();
});
test.afterAll(async () => rig?.close());

const profileMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Profile menu of/ });
/** The token the real keychain vault holds (the bridge's getToken). */
const vaultToken = (page: Page) =>
  page.evaluate(async () => {
    const { qurious } = globalThis as unknown as { qurious?: { getToken(): Promise<string | null> } };
    return (await qurious?.getToken()) ?? null;
  });

/** Continue with Google in the app; the hosted page (the popup) gets the emulator's sign-in posted to its hand-off. */
async function signInWithGoogle(page: Page, request: APIRequestContext, claims: IdpClaims) {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' }).click();
  const browser = await popupOpened;
  await expect(browser).toHaveURL(new RegExp(`^${rig.base}/social-sign-in\\?handoff=`));
  const handoffId = new URL(browser.url()).searchParams.get('handoff') ?? '';
  // What the hosted page does once the provider answered: post the Firebase ID token to the hand-off.
  const idToken = await socialIdToken(rig.emulator.host, 'google.com', claims);
  const posted = await request.post(`${rig.base}/api/social-handoffs/${handoffId}`, { data: { idToken } });
  expect(posted.status(), await posted.text()).toBe(200);
  await browser.close();
}

test('the app signs in with Google through the system browser, keeps the session in the keychain, and signs in again', async ({
  page,
  request,
}) => {
  await installDesktopBridge(page, {
    apiBase: rig.base,
    appUrlPrefix: `${rig.base}/`,
    vault: { service: 'Qurious-e2e-social', account: `session-${randomUUID()}` },
  });
  await page.goto(`${rig.base}/about`);
  const email = newEmail('desk.gwen');
  const claims = { sub: `desk-${email}`, email, email_verified: true, name: 'Desk Gwen' };

  await signInWithGoogle(page, request, claims);
  await expect(profileMenu(page)).toHaveAccessibleName('Profile menu of Desk Gwen');
  const first = await vaultToken(page);
  expect(first?.split('.')).toHaveLength(3);
  const me = await request.get(`${rig.base}/api/users/me`, { headers: { authorization: `Bearer ${first ?? ''}` } });
  expect(me.status()).toBe(200);
  const user = ((await me.json()) as { user: { _id: string; email: string } }).user;
  expect(user.email).toBe(email);

  // Log out (the server ends that session), then the same Google account signs in to the same account.
  await profileMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect.poll(() => vaultToken(page)).toBeNull();
  expect((await request.get(`${rig.base}/api/users/me`, { headers: { authorization: `Bearer ${first ?? ''}` } })).status()).toBe(401);

  await signInWithGoogle(page, request, claims);
  await expect(profileMenu(page)).toHaveAccessibleName('Profile menu of Desk Gwen');
  const second = await vaultToken(page);
  expect(second).not.toBe(first);
  const again = await request.get(`${rig.base}/api/users/me`, { headers: { authorization: `Bearer ${second ?? ''}` } });
  expect(((await again.json()) as { user: { _id: string } }).user._id).toBe(user._id);
});
