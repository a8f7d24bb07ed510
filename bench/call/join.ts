/**
 * The call bench's room part: join click to the first frame of the other person's video,
 * in headless Chromium (one browser per person) with fake camera and microphone against the real API and a real coturn on
 * loopback. The expert waits in the room; the buyer clicks Join, and the room's own performance
 * marks (qurious:join at the click, qurious:first-remote-frame at the first presented frame) give
 * the time; the buyer leaves and joins again, 20 times, directly and forced through TURN (?relay=1).
 * Target: p95 ≤ 1.5 s.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '#platform/storage-keys';
import type { PublicUser } from '#shared/contract/http/users';
import { openSession, startCallServer, type CallServer } from '../../tests/e2e/support/call';
import { buildWeb } from '../home.bench';
import { percentile } from '../stats';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/helpers/chromium';

const JOINS = Number(process.env.CALL_BENCH_JOINS ?? 20);
const TARGET_P95_MS = 1500;
const CALL_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

async function roomPage(browser: Browser, base: string, s: { token: string; user: PublicUser }, path: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: base })).newPage();
  await page.goto('/about');
  await page.evaluate(
    ({ keys, token, user }) => {
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    { keys: STORAGE_KEYS, token: s.token, user: s.user },
  );
  await page.goto(path);
  await page.getByRole('button', { name: 'Join session' }).waitFor();
  await page.getByText('The room is open.').waitFor();
  return page;
}

/** One join: click, wait for the other person's first frame, read the two marks. */
async function timeJoin(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Join session' }).click();
  await page.waitForFunction(() => performance.getEntriesByName('qurious:first-remote-frame').length > 0, undefined, { timeout: 30_000 });
  return page.evaluate(() => {
    const [joined] = performance.getEntriesByName('qurious:join');
    const [frame] = performance.getEntriesByName('qurious:first-remote-frame');
    return (frame?.startTime ?? Number.NaN) - (joined?.startTime ?? Number.NaN);
  });
}

/** The two people's browsers: one each, as on two computers (see joinFigures). */
interface Browsers {
  expert: Browser;
  buyer: Browser;
}

async function measure(browsers: Browsers, server: CallServer, relay: boolean): Promise<number[]> {
  const api = await playwrightRequest.newContext();
  try {
    const session = await openSession(server, api);
    const path = `/sessions/${session.bookingId}${relay ? '?relay=1' : ''}`;
    const expert = await roomPage(browsers.expert, server.baseURL, session.expert, path);
    await expert.getByRole('button', { name: 'Join session' }).click();
    await expert.getByRole('toolbar', { name: 'Call controls' }).waitFor();
    const buyer = await roomPage(browsers.buyer, server.baseURL, session.buyer, path);
    const times: number[] = [];
    for (let i = 0; i < JOINS; i += 1) {
      times.push(await timeJoin(buyer));
      await buyer.getByRole('button', { name: 'Leave' }).click();
      await buyer.getByText('You left the session.').waitFor();
    }
    await buyer.context().close();
    await expert.context().close();
    return times;
  } finally {
    await api.dispose();
  }
}

export async function joinFigures(): Promise<Record<string, number | string>> {
  const given = process.env.E2E_WEB_DIR ? resolve(process.env.E2E_WEB_DIR) : resolve('out/web');
  const built = existsSync(join(given, 'index.html')) ? null : mkdtempSync(join(tmpdir(), 'qurious-bench-web-'));
  if (built) buildWeb(built);
  const saved = process.env.E2E_WEB_DIR;
  process.env.E2E_WEB_DIR = built ?? given;
  let server: CallServer | null = null;
  const launched: Browser[] = [];
  const launch = async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CALL_CHROMIUM_ARGS });
    launched.push(browser);
    return browser;
  };
  try {
    server = await startCallServer();
    // One browser per person: in one browser both pages share one fake camera, and the buyer's
    // leave and rejoin (the lobby releases and reopens the camera) restarts it under the expert's
    // sending track too, stalling the expert's video for about two seconds on every other join.
    const browsers: Browsers = { expert: await launch(), buyer: await launch() };
    const direct = await measure(browsers, server, false);
    const relayed = await measure(browsers, server, true);
    const figures = (name: string, t: number[]) => ({
      [`join_to_first_frame_${name}_p50_ms`]: percentile(t, 50),
      [`join_to_first_frame_${name}_p95_ms`]: percentile(t, 95),
      [`join_to_first_frame_${name}_max_ms`]: Math.max(...t),
    });
    return {
      joins_each: JOINS,
      ...figures('direct', direct),
      ...figures('turn', relayed),
      join_to_first_frame_target_p95_ms: TARGET_P95_MS,
    };
  } finally {
    await Promise.all(launched.map((b) => b.close()));
    await server?.close();
    if (saved === undefined) delete process.env.E2E_WEB_DIR;
    else process.env.E2E_WEB_DIR = saved;
    if (built) rmSync(built, { recursive: true, force: true });
  }
}
