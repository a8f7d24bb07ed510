import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { startDemoServer, type DemoServer } from '../support/demo-server';
import { cropSource, EXPECTED_FAILURES, prepareViewer, sessionFor, visualPages, watchProblems, type Viewer } from './visual-pages';
import { expectInteractive } from '../support/interactive';

/**
 * The visual check: every route and every modal, on the fixed demo marketplace with a
 * frozen clock, compared with committed baselines (tests/e2e/web/visual-<width>.spec.ts-snapshots).
 * A missing stylesheet, an overflow or a shifted layout changes the picture and fails the run.
 * Update the baselines on purpose with `npx playwright test tests/e2e/web/visual- --update-snapshots`.
 * Each pictured page, settled, is also scanned by axe: this is the accessibility walk in English at
 * this width (the walk in Arabic is a11y-routes.spec.ts), one page load for both checks.
 */

/** Counts the page's requests under way (started, not yet finished or failed). */
function watchRequests(page: Page): () => number {
  let open = 0;
  page.on('request', () => (open += 1));
  page.on('requestfinished', () => (open -= 1));
  page.on('requestfailed', () => (open -= 1));
  return () => open;
}

/**
 * Waits until the page has settled: no request under way, the DOM unchanged for a moment (a lazy
 * route or a translation that arrives late renders more), every image loaded and decoded, fonts
 * ready. It asks for the requests under way rather than waiting for `networkidle`, a load state
 * reached once (on a busy machine it can come before the page has asked for its icons) and only after
 * half a second without any.
 */
async function settle(page: Page, requestsUnderWay: () => number) {
  await expect.poll(requestsUnderWay).toBe(0);
  await page.waitForFunction(
    (quietMs) => {
      type Watch = { changedAt: number };
      const w = window as Window & { settleWatch?: Watch };
      if (!w.settleWatch) {
        const watch: Watch = { changedAt: performance.now() };
        new MutationObserver(() => { watch.changedAt = performance.now(); }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
        w.settleWatch = watch;
      }
      for (const img of Array.from(document.images)) if (img.loading !== 'eager') img.loading = 'eager';
      const imagesDone = Array.from(document.images).every((img) => img.complete);
      return imagesDone && performance.now() - w.settleWatch.changedAt >= quietMs;
    },
    400,
    { polling: 100 },
  );
  // What the quiet moment made the page ask for (an image turned eager, a late chunk) is in too.
  await expect.poll(requestsUnderWay).toBe(0);
  await page.evaluate(async () => {
    await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

interface Modal {
  name: string;
  path: string;
  viewer: Viewer;
  open: (page: Page) => Promise<void>;
  /** Scanned by axe once open (the modals the accessibility walk covers: the others have specs of their own). */
  scan?: true;
}

function modals(server: DemoServer): Modal[] {
  const expert = server.plan.experts[0];
  const gig = expert?.gigs[0];
  if (!expert || !gig) throw new Error('the demo plan has no expert');
  const banner = (page: Page) => page.getByRole('banner');
  const login = async (page: Page) => {
    await banner(page).getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  };
  // A phone's header has no Join button: the Login modal's "Join here" switches to sign-up.
  const join = async (page: Page) => {
    await login(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Join here' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Create a new account' })).toBeVisible();
  };
  return [
    { name: 'auth-login', path: '/about', viewer: 'visitor', open: login },
    {
      name: 'auth-login-email',
      path: '/about',
      viewer: 'visitor',
      open: async (page) => {
        await login(page);
        await page.getByRole('dialog').getByRole('button', { name: 'Continue with email/username' }).click();
        await expect(page.getByRole('dialog').getByLabel('Email or username')).toBeVisible();
      },
    },
    {
      name: 'auth-forgot',
      path: '/about',
      viewer: 'visitor',
      open: async (page) => {
        await login(page);
        await page.getByRole('dialog').getByRole('button', { name: 'Continue with email/username' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Forgot Password?' }).click();
        await expect(page.getByRole('dialog').getByRole('button', { name: 'Forgot Password?' })).toHaveCount(0);
      },
    },
    { name: 'auth-signup', path: '/about', viewer: 'visitor', open: join },
    {
      name: 'auth-signup-email',
      path: '/about',
      viewer: 'visitor',
      open: async (page) => {
        await join(page);
        await page.getByRole('dialog').getByRole('button', { name: 'Continue with email', exact: true }).click();
        await expect(page.getByRole('dialog').getByLabel('Password', { exact: true })).toBeVisible();
      },
    },
    {
      name: 'booking',
      scan: true,
      path: `/gigs/${gig.id}`,
      viewer: 'buyer',
      open: async (page) => {
        await page.getByRole('button', { name: 'Book Basic' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    {
      name: 'delete-gig',
      scan: true,
      path: `/users/${expert.userName}/manage_gigs`,
      viewer: 'expert',
      open: async (page) => {
        await page.getByRole('button', { name: `Delete ${gig.title}` }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    {
      name: 'crop',
      scan: true,
      path: '/become_expert/personal_info',
      viewer: 'buyer',
      open: async (page) => {
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: 'Upload photo' }).click();
        await (await chooser).setFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await cropSource() });
        await expect(page.getByRole('dialog', { name: 'Adjust your image' })).toBeVisible();
      },
    },
    {
      name: 'phone',
      path: '/become_expert/account_security',
      viewer: 'buyer',
      open: async (page) => {
        await page.getByRole('button', { name: 'Add phone number' }).click();
        await expect(page.getByRole('dialog', { name: 'Verify your phone number' })).toBeVisible();
      },
    },
  ];
}

/** The screenshots of every page and every modal at one width. */
export function visualSuite(width: number, height: number) {
  let server: DemoServer;
  test.describe.configure({ mode: 'serial' });
  test.use({ screenshot: 'off' });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startDemoServer();
  });
  test.afterAll(async () => server?.close());

  /** What the pictured pages logged or failed to load, beyond what they do on purpose (must stay empty). */
  const problems: string[] = [];
  test.afterAll(() => expect(problems).toEqual([]));

  /** A fresh browser context per picture (its own session), at this width, in UTC and US English. */
  const open = async (browser: Browser, path: string, viewer: Viewer, name: string) => {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height }, timezoneId: 'UTC', locale: 'en-US' });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await prepareViewer(page, await sessionFor(server, viewer), viewer);
    const seen = watchProblems(page);
    const requestsUnderWay = watchRequests(page);
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    // Pictured as taken over by the client, which a signed-out visitor's page is once reached for.
    await expectInteractive(page);
    await settle(page, requestsUnderWay);
    /** Notes what the page logged or failed to load (before closing, which aborts what is still under way). */
    const close = async () => {
      problems.push(...seen.filter((line) => !EXPECTED_FAILURES[name]?.test(line)).map((line) => `${name}: ${line}`));
      await context.close();
    };
    return { page, close, settled: () => settle(page, requestsUnderWay) };
  };

  test(`every page at ${width}px`, async ({ browser }) => {
    test.setTimeout(600_000);
    for (const p of visualPages(server)) {
      await test.step(p.name, async () => {
        const { page, close } = await open(browser, p.path, p.viewer, p.name);
        // The calendar feed's link names the run's port and a fresh secret: masked, the rest compared.
        await expect.soft(page).toHaveScreenshot(`${p.name}.png`, { fullPage: true, mask: [page.getByRole('textbox', { name: 'Your calendar link' })] });
        expect.soft(await seriousViolations(page), `${p.path} at ${width}px`).toEqual([]);
        await close();
      });
    }
  });

  test(`every modal at ${width}px`, async ({ browser }) => {
    test.setTimeout(300_000);
    for (const m of modals(server)) {
      await test.step(m.name, async () => {
        const { page, close, settled } = await open(browser, m.path, m.viewer, `modal-${m.name}`);
        await m.open(page);
        await settled();
        await expect.soft(page).toHaveScreenshot(`modal-${m.name}.png`);
        if (m.scan) expect.soft(await seriousViolations(page), `the ${m.name} modal at ${width}px`).toEqual([]);
        await close();
      });
    }
  });
}
