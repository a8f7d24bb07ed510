/**
 * The live session in Debian's Chromium with a fake camera and microphone: the buyer and
 * the expert of an accepted booking (made through the API; the server's clock moved so its room is
 * open) join from two browser contexts. getStats on both sides shows frames and packets rising,
 * directly and through a real coturn; screen sharing, chat, a reload, a cut signalling socket and
 * a stranger are each checked the way a person would meet them.
 */
import { chromium, expect, test, type Browser, type BrowserContext, type Page, type WebSocketRoute } from '@playwright/test';
import { signUpByApi, storeWebSession } from '../support/accounts';
import { FAKE_MEDIA_ARGS } from '../support/fake-camera';
import { expectMediaRising, mediaFlow, openSession, recordPeerConnections, startCallServer, type CallServer, type OpenSession } from '../support/call';

let server: CallServer;
test.beforeAll(async () => {
  server = await startCallServer();
});
test.afterAll(async () => server?.close());
/** Each test's browser contexts, closed after it: a call left running would load the machine for the next. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});
test.describe.configure({ timeout: 150_000 });

async function pageOf(browser: Browser, s: { token: string; user: OpenSession['buyer']['user'] }, path: string, prepare?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 860 } });
  contexts.push(context);
  const page = await context.newPage();
  await recordPeerConnections(page);
  await prepare?.(page);
  await storeWebSession(page, s, path);
  return page;
}

/** In the lobby: the room is open, the rules are shown, the microphone meter moves (the fake microphone beeps); then Join. */
async function join(page: Page) {
  await expect(page.getByText('The room is open.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How the session is settled' })).toBeVisible();
  await expect.poll(() => page.getByTestId('mic-level').evaluate((m) => (m as HTMLMeterElement).value)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Join session' }).click();
  await expect(page.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();
}

/** Both sides in the room of a fresh open session; `query` is added to both room addresses. */
async function bothJoin(browser: Browser, request: Parameters<typeof openSession>[1], query = '', prepareBuyer?: (page: Page) => Promise<void>) {
  const session = await openSession(server, request);
  const path = `/sessions/${session.bookingId}${query}`;
  const buyer = await pageOf(browser, session.buyer, path, prepareBuyer);
  const expert = await pageOf(browser, session.expert, path);
  await join(buyer);
  await expect(buyer.getByText('Waiting for Gita E. to join…')).toBeVisible();
  await join(expert);
  return { session, buyer, expert };
}

test('buyer and expert join and media flows both ways directly; the call ends for both when the window closes', async ({ browser, request }) => {
  const { buyer, expert } = await bothJoin(browser, request);
  for (const page of [buyer, expert]) {
    const flow = await expectMediaRising(page);
    expect(flow.localCandidate).not.toBe('relay');
    expect(flow.remoteCandidate).not.toBe('relay');
    await expect(page.getByTestId('remote-camera')).toHaveAttribute('data-live', 'yes');
    await expect(page.getByTestId('quality')).toHaveAttribute('data-level', /good|fair/);
    await expect(page.getByTestId('quality')).toHaveAttribute('data-relayed', 'no');
    // The call room keeps the whole window: no site footer under the call.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  }
  await expect(buyer.getByTestId('session-timer')).toContainText('Booked 30:00');
  await expect(buyer.getByRole('heading', { level: 1, name: /^Session: Live Blender help/ })).toBeVisible();

  // The window closes (30 minutes booked + 10 extra after the start): the server ends the call for both.
  server.advance(50 * 60_000);
  for (const page of [buyer, expert]) {
    await expect(page.getByText('The session has ended: its time is up.')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('toolbar', { name: 'Call controls' })).toBeHidden();
  }
});

test('forced through the TURN relay (?relay=1), media still flows both ways', async ({ browser, request }) => {
  const { buyer, expert } = await bothJoin(browser, request, '?relay=1');
  for (const page of [buyer, expert]) {
    await expect(page.getByText('Every path goes through the relay server (relay=1).')).toBeVisible();
    const flow = await expectMediaRising(page);
    expect(flow.localCandidate).toBe('relay');
    await expect(page.getByTestId('quality')).toHaveAttribute('data-relayed', 'yes');
  }
});

test('a screen share reaches the other side as a new track, and stops', async ({ browser, request }) => {
  const { buyer, expert } = await bothJoin(browser, request);
  await expectMediaRising(expert);
  await buyer.getByRole('button', { name: 'Share screen' }).click();
  await expect(buyer.getByRole('button', { name: 'Stop sharing' })).toBeVisible();
  await expect(expert.getByTestId('remote-screen')).toHaveAttribute('data-live', 'yes');
  await expect(expert.getByTestId('remote-screen')).toContainText('Bea Buyer’s screen');
  // A second inbound video stream, decoding frames, beside the camera's.
  await expect.poll(async () => (await mediaFlow(expert))?.videoFrames[1] ?? 0).toBeGreaterThan(0);
  const frames = (await mediaFlow(expert))?.videoFrames[1] ?? 0;
  await expect.poll(async () => (await mediaFlow(expert))?.videoFrames[1] ?? 0).toBeGreaterThan(frames);

  await buyer.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(expert.getByTestId('remote-screen')).toBeHidden();
  await expect(expert.getByTestId('remote-camera')).toHaveAttribute('data-live', 'yes');
  // The expert shares too (the other direction renegotiates the same way).
  await expert.getByRole('button', { name: 'Share screen' }).click();
  await expect(buyer.getByTestId('remote-screen')).toHaveAttribute('data-live', 'yes');
});

/** The call's tiles on screen now, each with its box. */
async function tileBoxes(page: Page) {
  const boxes: Array<{ id: string; x: number; y: number; width: number; height: number }> = [];
  for (const id of ['remote-screen', 'remote-camera', 'local-camera']) {
    const tile = page.getByTestId(id);
    if (!(await tile.isVisible())) continue;
    const box = await tile.boundingBox();
    if (box) boxes.push({ id, ...box });
  }
  return boxes;
}

/** The pairs of visible tiles whose boxes cover some of the same area (touching edges do not count). */
async function overlappingTiles(page: Page): Promise<string[]> {
  const boxes = await tileBoxes(page);
  const pairs: string[] = [];
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (w > 0.5 && h > 0.5) pairs.push(`${a.id} × ${b.id}`);
    }
  }
  return pairs;
}

test('while a screen is shared, no two tiles overlap for the sharer or the viewer, at desktop and phone width', async ({ browser, request }) => {
  const { buyer, expert } = await bothJoin(browser, request);
  await expectMediaRising(expert);
  await buyer.getByRole('button', { name: 'Share screen' }).click();
  await expect(expert.getByTestId('remote-screen')).toHaveAttribute('data-live', 'yes');
  for (const size of [{ width: 1280, height: 860 }, { width: 390, height: 844 }]) {
    for (const page of [buyer, expert]) {
      await page.setViewportSize(size);
      await expect.poll(async () => (await tileBoxes(page)).length).toBe(page === expert ? 3 : 2);
      await expect.poll(() => overlappingTiles(page)).toEqual([]);
      // The viewer's main tile is the shared screen, wider than its camera thumbnails.
      if (page === expert) {
        const boxes = await tileBoxes(page);
        const area = (id: string) => boxes.filter((b) => b.id === id).reduce((n, b) => n + b.width * b.height, 0);
        expect(area('remote-screen')).toBeGreaterThan(area('remote-camera'));
      }
    }
  }
});

test('turning the camera off shows the person’s avatar on the other side, and turning it on shows the video again', async ({ browser, request }) => {
  const { buyer, expert } = await bothJoin(browser, request);
  await expectMediaRising(expert);
  const tile = expert.getByTestId('remote-camera');
  await expect(tile).toHaveAttribute('data-live', 'yes');
  await buyer.getByRole('button', { name: 'Turn camera off' }).click();
  await expect(buyer.getByRole('button', { name: 'Turn camera on' })).toBeVisible();
  // Generous for a busy machine; the room sends the camera's state at once, it does not wait for frames to stop.
  await expect(tile).toHaveAttribute('data-live', 'no', { timeout: 10_000 });
  await expect(tile.locator('.avatar')).toHaveText('B');
  await expect(tile).toContainText('Camera off');
  await expect(buyer.getByTestId('local-camera')).toContainText('Camera off');
  await buyer.getByRole('button', { name: 'Turn camera on' }).click();
  await expect(tile).toHaveAttribute('data-live', 'yes');
  await expect(tile.locator('.avatar')).toHaveCount(0);
  await expect(tile).not.toContainText('Camera off');
});

test('chat arrives with links made safe, and is still there after a reload, when the call reconnects too', async ({ browser, request }) => {
  const { session, buyer, expert } = await bothJoin(browser, request);
  const box = buyer.getByRole('textbox', { name: 'Message' });
  await box.fill('The docs: https://docs.blender.org/manual/en/latest/ and javascript:alert(1) <b>bold</b>');
  await box.press('Enter');
  const message = expert.getByTestId('chat-message').filter({ hasText: 'The docs:' });
  await expect(message).toBeVisible();
  const link = message.getByRole('link', { name: 'https://docs.blender.org/manual/en/latest/' });
  await expect(link).toHaveAttribute('href', 'https://docs.blender.org/manual/en/latest/');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(message.getByRole('link')).toHaveCount(1);
  await expect(message).toContainText('javascript:alert(1) <b>bold</b>');
  await expect(message.locator('b')).toHaveCount(0);
  await expect(buyer.getByTestId('chat-message').filter({ hasText: 'The docs:' })).toBeVisible();
  await expect(buyer.getByTestId('chat-pending')).toHaveCount(0);
  // Seen in the room's open chat, the message is read in the inbox too: no unread badge, no unread email.
  const unreadOfExpert = () =>
    server.deps.db.kysely
      .selectFrom('conversation_members as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .innerJoin('expert_profiles as e', 'e.user_id', 'm.user_id')
      .select(['c.last_seq', 'm.last_read_seq'])
      .where('c.booking_id', '=', session.bookingId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.last_seq) - Number(r.last_read_seq));
  await expect.poll(unreadOfExpert).toBe(0);

  await expectMediaRising(buyer);
  await expert.reload();
  await join(expert);
  await expect(expert.getByTestId('chat-message').filter({ hasText: 'The docs:' })).toBeVisible();
  // The expert's page started a new peer connection: the buyer's side follows it.
  await expectMediaRising(expert);
  await expectMediaRising(buyer);
  await expert.getByRole('textbox', { name: 'Message' }).fill('Back again.');
  await expert.getByRole('button', { name: 'Send' }).click();
  await expect(buyer.getByTestId('chat-message').filter({ hasText: 'Back again.' })).toBeVisible();
});

test('the signalling socket is cut: "Reconnecting…" shows, it reconnects without a reload, and the call goes on', async ({ browser, request }) => {
  const sockets: WebSocketRoute[] = [];
  let holding = false;
  const { buyer, expert } = await bothJoin(browser, request, '', async (page) => {
    await page.routeWebSocket(/\/api\/live$/, (ws) => {
      // While held, every reconnection attempt is dropped at once, as on a dead network.
      if (holding) {
        void ws.close({ code: 1006 });
        return;
      }
      ws.connectToServer();
      sockets.push(ws);
    });
  });
  await expectMediaRising(buyer);
  const connected = sockets.length;
  let pageLoads = 0;
  buyer.on('load', () => (pageLoads += 1));

  holding = true;
  for (const ws of sockets.splice(0)) await ws.close({ code: 1006 });
  await expect(buyer.getByText('Reconnecting…')).toBeVisible();
  holding = false;
  await expect(buyer.getByText('Reconnecting…')).toBeHidden({ timeout: 30_000 });
  expect(sockets.length).toBeGreaterThan(0);
  expect(connected).toBeGreaterThan(0);

  await expectMediaRising(buyer);
  await expectMediaRising(expert);
  await buyer.getByRole('textbox', { name: 'Message' }).fill('Still here after the drop.');
  await buyer.getByRole('button', { name: 'Send' }).click();
  await expect(expert.getByTestId('chat-message').filter({ hasText: 'Still here after the drop.' })).toBeVisible();
  expect(pageLoads).toBe(0);
});

test('with the camera refused, the lobby says why and the call still connects with sound only', async ({ browser, request }) => {
  const session = await openSession(server, request);
  const path = `/sessions/${session.bookingId}`;
  // A browser that asks, as a real one does (fake devices, no auto-accepting prompt), where the
  // buyer allowed the microphone only: the camera request is refused.
  const asking = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', ...FAKE_MEDIA_ARGS],
  });
  try {
    const context = await asking.newContext({ baseURL: server.baseURL, permissions: ['microphone'] });
    const buyer = await context.newPage();
    await recordPeerConnections(buyer);
    await storeWebSession(buyer, session.buyer, path);
    await expect(buyer.getByRole('alert').filter({ hasText: 'Access to your camera was refused.' })).toBeVisible();
    const expert = await pageOf(browser, session.expert, path);
    await join(buyer);
    await join(expert);
    // Sound arrives from the buyer, and no video frames: the expert sees the buyer's initial instead.
    await expect.poll(async () => (await mediaFlow(expert))?.audioPackets ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);
    const packets = (await mediaFlow(expert))?.audioPackets ?? 0;
    await expect.poll(async () => (await mediaFlow(expert))?.audioPackets ?? 0).toBeGreaterThan(packets);
    expect(Math.max(0, ...((await mediaFlow(expert))?.videoFrames ?? []))).toBe(0);
    await expect(expert.getByTestId('remote-camera')).toHaveAttribute('data-live', 'no');
    await expectMediaRising(buyer);
  } finally {
    await asking.close();
  }
});

test('someone who is neither the buyer nor the expert gets the not-found page', async ({ browser, request }) => {
  const session = await openSession(server, request);
  const stranger = await signUpByApi(request, { baseURL: server.baseURL, name: 'Stan Stranger' });
  const page = await pageOf(browser, stranger, `/sessions/${session.bookingId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join session' })).toHaveCount(0);
});

test('the expert leaves: the buyer reads that they left; once both left, both see how it settled and the buyer may review', async ({ browser, request }) => {
  const { buyer, expert } = await bothJoin(browser, request);
  await expectMediaRising(buyer);
  // Six minutes together: more than the five that complete a session by attendance.
  server.advance(6 * 60_000);
  await expert.getByRole('button', { name: 'Leave' }).click();
  await expect(expert.getByText('You left the session.')).toBeVisible();
  await expect(buyer.getByText('Gita E. left the session.')).toBeVisible();
  await expect(buyer.getByText('Connecting to Gita E.…')).toHaveCount(0);

  await buyer.getByRole('button', { name: 'Leave' }).click();
  for (const page of [buyer, expert]) {
    const settled = page.getByRole('region', { name: 'How this session was settled' });
    await expect(settled).toBeVisible({ timeout: 20_000 });
    await expect(settled).toContainText('Completed: the credits went to the expert.');
    await expect(settled).toContainText('Rule applied: both were in the room together for at least 5 min.');
    await expect(page.getByRole('button', { name: 'Join session' })).toHaveCount(0);
  }
  await expect(buyer.getByRole('heading', { name: 'Leave a review' })).toBeVisible();
  await expect(expert.getByRole('heading', { name: 'Leave a review' })).toHaveCount(0);
});
