/**
 * The desktop flavour of screen sharing: the expert runs the app's renderer with
 * `window.qurious` served by the real main-process services, the screen-share picker among them
 * (main's, over a stand-in desktopCapturer offering two screens and a window with thumbnails);
 * the buyer is in the browser build. Picking a window in the app's own picker reaches main, which
 * keeps that source for the display-media request and refuses any id it did not offer.
 * Needs a Secret Service for the token:
 *   bash tests/helpers/with-keyring.sh npx playwright test tests/e2e/desktop/session-screen.spec.ts
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { createScreenSources, SOURCE_NOT_OFFERED_MESSAGE, type CapturerSource, type ScreenSources } from '#main/services/screen-sources';
import { keychain } from '../../helpers/keychain';
import { storeWebSession } from '../support/accounts';
import { expectMediaRising, openSession, recordPeerConnections, startCallServer, type CallServer } from '../support/call';
import { installDesktopBridge } from './bridge';
import { storeDesktopSession } from './stored-session';

let server: CallServer;
test.beforeAll(async () => {
  server = await startCallServer();
});
test.afterAll(async () => server?.close());

/** desktopCapturer as a desktop would answer: two screens and a window, with PNG thumbnails. */
async function standInCapturer(): Promise<() => Promise<CapturerSource[]>> {
  const png = (colour: string) => sharp({ create: { width: 320, height: 180, channels: 3, background: colour } }).png().toBuffer();
  const [one, two, window] = await Promise.all([png('#5b3df5'), png('#1b7f3b'), png('#c62828')]);
  const image = (b: Buffer) => ({ isEmpty: () => false, toDataURL: () => `data:image/png;base64,${b.toString('base64')}` });
  return async () => [
    { id: 'screen:0:0', name: 'Entire Screen', thumbnail: image(one) },
    { id: 'screen:1:0', name: 'Screen 2', thumbnail: image(two) },
    { id: 'window:4242:0', name: 'Blender — scene.blend', thumbnail: image(window) },
  ];
}

test('the expert shares a window picked in the app’s own picker; main refuses a source it did not offer', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const session = await openSession(server, request);
  const sources: ScreenSources = createScreenSources(await standInCapturer());
  const vault = { service: 'Qurious-e2e-call', account: `session-${randomUUID()}` };

  const expertContext = await browser.newContext({ baseURL: server.baseURL });
  const expert = await expertContext.newPage();
  await recordPeerConnections(expert);
  await installDesktopBridge(expert, { apiBase: server.baseURL, appUrlPrefix: `${server.baseURL}/`, vault, screenSources: sources });
  const buyer = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await recordPeerConnections(buyer);

  try {
    await storeDesktopSession(expert, {
      baseURL: server.baseURL,
      vault,
      token: session.expert.token,
      user: session.expert.user,
      mode: 'expert',
      route: `/sessions/${session.bookingId}`,
    });
    await storeWebSession(buyer, session.buyer, `/sessions/${session.bookingId}`);
    for (const page of [buyer, expert]) {
      await expect(page.getByText('The room is open.')).toBeVisible();
      await page.getByRole('button', { name: 'Join session' }).click();
    }
    await expectMediaRising(buyer);

    await expert.getByRole('button', { name: 'Share screen' }).click();
    const picker = expert.getByRole('dialog', { name: 'Choose what to share' });
    await expect(picker.getByRole('heading', { name: 'Screens' })).toBeVisible();
    await expect(picker.getByRole('heading', { name: 'Windows' })).toBeVisible();
    await expect(picker.getByRole('button', { name: /^Share: / })).toHaveText(['Entire Screen', 'Screen 2', 'Blender — scene.blend']);
    for (const img of await picker.locator('img').all()) await expect(img).toHaveAttribute('src', /^data:image\/png;base64,/);

    // The renderer only ever sees opaque ids: a system id (or a guess) is refused by main.
    const forged = await expert.evaluate(async () => {
      const { qurious } = globalThis as unknown as { qurious: { chooseScreenSource(r: { sourceId: string }): Promise<null> } };
      return qurious.chooseScreenSource({ sourceId: 'screen:0:0' }).then(
        () => 'accepted',
        (e: unknown) => (e instanceof Error ? e.message : String(e)),
      );
    });
    expect(forged).toContain(SOURCE_NOT_OFFERED_MESSAGE);

    await picker.getByRole('button', { name: 'Share: Blender — scene.blend' }).click();
    await expect(picker).toBeHidden();
    await expect(expert.getByRole('button', { name: 'Stop sharing' })).toBeVisible();
    // Main keeps the picked window's real id for the getDisplayMedia that followed (Electron's display-media handler takes it).
    expect(sources.takeChosen()).toEqual({ id: 'window:4242:0', name: 'Blender — scene.blend' });
    await expect(buyer.getByTestId('remote-screen')).toHaveAttribute('data-live', 'yes');
    await expect(buyer.getByTestId('remote-screen')).toContainText('Gita E.’s screen');
  } finally {
    await keychain.deletePassword(vault.service, vault.account);
  }
});
