import { expect, test, type Browser, type Page } from '@playwright/test';
import { localizedPath } from '#shared/domain/language-paths';
import { STORAGE_KEYS } from '#platform/storage-keys';
import arCommon from '#locales/ar/common';
import arExpert from '#locales/ar/expert';
import arGigs from '#locales/ar/gigs';
import arSearch from '#locales/ar/search';
import arBookings from '#locales/ar/bookings';
import { seriousViolations } from '../support/axe';
import { planDemoMarketplace } from '#server/seed/demo/plan';
import { startDemoServer, type DemoServer } from '../support/demo-server';
import { cropSource, prepareViewer, sessionFor, visualPages, type Viewer } from './visual-pages';
import { expectInteractive } from '../support/interactive';

/**
 * The accessibility walk over every route of the visual specs and the modals no other spec scans
 * whole in both languages (crop, delete, booking; auth and phone: i18n-auth, i18n-expert), at 1280
 * and 390 px, with no serious or critical axe violation. Here in Arabic (right to left); in English
 * the visual suite scans each page it pictures, at each width. One page load per route; the narrow
 * width is scanned after resizing the same page.
 */
const LANGUAGES = ['ar'] as const;
type Language = (typeof LANGUAGES)[number];
const WIDTHS = [1280, 390] as const;
const VIEWERS: Viewer[] = ['visitor', 'buyer', 'expert'];

type Texts = Readonly<Record<string, string>>;
const TEXTS: Record<Language, { common: Texts; expert: Texts; gigs: Texts; search: Texts; bookings: Texts }> = {
  ar: { common: arCommon, expert: arExpert, gigs: arGigs, search: arSearch, bookings: arBookings },
};
const text = (language: Language, ns: keyof (typeof TEXTS)['ar'], key: string, vars: Record<string, string> = {}) => {
  const raw = TEXTS[language][ns][key];
  if (raw === undefined) throw new Error(`no text ${ns}:${key} in ${language}`);
  return raw.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
};

let server: DemoServer;
test.describe.configure({ mode: 'parallel' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startDemoServer();
});
test.afterAll(async () => server?.close());

/** A browser at 1280 px in `language` (stored before any page script runs and on the account), signed in as `viewer`. */
async function browserIn(browser: Browser, language: Language, viewer: Viewer) {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: WIDTHS[0], height: 900 }, timezoneId: 'UTC', locale: 'en-US' });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const session = await sessionFor(server, viewer);
  // A signed-in page takes the language kept on the account (LanguageKeeper): another test of this
  // worker may have kept the other one there.
  if (session) {
    const kept = await fetch(`${server.baseURL}/api/account/language`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language }),
    });
    expect(kept.status).toBe(200);
  }
  await prepareViewer(page, session, viewer);
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: STORAGE_KEYS.language, value: language });
  return { page, close: () => context.close() };
}

/**
 * Opens a page and waits until it shows its data: in its language, its heading shown, taken over
 * by the client once reached for (a signed-out visitor's page loads its reviews then), nothing busy.
 */
async function visit(page: Page, language: Language, path: string) {
  await page.goto(localizedPath(language, path));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expectInteractive(page);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** Resizes the page and waits until it is laid out at the new width (two frames drawn after it). */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** The page's serious and critical violations at each width in turn (the page open at the first). */
async function scanAtEachWidth(page: Page, what: string) {
  for (const width of WIDTHS) {
    if (width !== WIDTHS[0]) await resize(page, width);
    expect.soft(await seriousViolations(page), `${what} at ${width}px`).toEqual([]);
  }
}

/** At most this many routes per test, so a test stays a few minutes long on a busy machine. */
const ROUTES_PER_TEST = 4;

/** Every route, from the demo plan (the same marketplace the server is seeded with). */
const ROUTES = visualPages({ plan: planDemoMarketplace() });

for (const viewer of VIEWERS) {
  for (const language of LANGUAGES) {
    const routes = ROUTES.filter((v) => v.viewer === viewer);
    for (let from = 0; from < routes.length; from += ROUTES_PER_TEST) {
      const part = routes.slice(from, from + ROUTES_PER_TEST);
      test(`the ${viewer}'s pages ${part.map((p) => p.name).join(', ')} in ${language} at ${WIDTHS.join(' and ')} px have no serious or critical axe violations`, async ({ browser }) => {
        test.setTimeout(300_000);
        const { page, close } = await browserIn(browser, language, viewer);
        for (const p of part) {
          await test.step(p.name, async () => {
            await resize(page, WIDTHS[0]);
            await visit(page, language, p.path);
            await scanAtEachWidth(page, p.path);
          });
        }
        await close();
      });
    }
  }
}

interface Modal {
  name: string;
  viewer: Viewer;
  path: string;
  open: (page: Page, language: Language) => Promise<void>;
}

function modals(): Modal[] {
  const expert = server.plan.experts[0];
  const gig = expert?.gigs[0];
  if (!expert || !gig) throw new Error('the demo plan has no expert');
  return [
    {
      name: 'crop',
      viewer: 'buyer',
      path: '/become_expert/personal_info',
      open: async (page, language) => {
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: text(language, 'expert', 'picture.upload') }).click();
        await (await chooser).setFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await cropSource() });
        await expect(page.getByRole('dialog', { name: text(language, 'common', 'crop.title') })).toBeVisible();
      },
    },
    {
      name: 'delete',
      viewer: 'expert',
      path: `/users/${expert.userName}/manage_gigs`,
      open: async (page, language) => {
        await page.getByRole('button', { name: text(language, 'gigs', 'card.delete', { title: gig.title }) }).click();
        await expect(page.getByRole('dialog', { name: text(language, 'gigs', 'delete.question') })).toBeVisible();
      },
    },
    {
      name: 'booking',
      viewer: 'buyer',
      path: `/gigs/${gig.id}`,
      open: async (page, language) => {
        const tier = text(language, 'search', 'tier.basic');
        await page.getByRole('button', { name: text(language, 'search', 'bookTier', { tier }) }).click();
        const dialog = page.getByRole('dialog', { name: text(language, 'bookings', 'bookTitle') });
        await expect(dialog).toBeVisible();
        await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
      },
    },
  ];
}

for (const language of LANGUAGES) {
  test(`the crop, delete and booking modals in ${language} at ${WIDTHS.join(' and ')} px have no serious or critical axe violations`, async ({ browser }) => {
    test.setTimeout(300_000);
    for (const m of modals()) {
      await test.step(m.name, async () => {
        const { page, close } = await browserIn(browser, language, m.viewer);
        await visit(page, language, m.path);
        await m.open(page, language);
        await scanAtEachWidth(page, `the ${m.name} modal`);
        await close();
      });
    }
  });
}
