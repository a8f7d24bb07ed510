import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { localizedPath } from '#shared/domain/language-paths';
import { skillByName, skillGroups, softwareCategories, softwaresInCategory } from '#shared/catalog/index';
import { UI_LANGUAGES, type UiLanguage } from '#shared/domain/ui-language';
import { STORAGE_KEYS } from '#platform/storage-keys';
import enCatalog from '#locales/en/catalog';
import ptCatalog from '#locales/pt/catalog';
import frCatalog from '#locales/fr/catalog';
import arCatalog from '#locales/ar/catalog';
import koCatalog from '#locales/ko/catalog';
import enSearch from '#locales/en/search';
import ptSearch from '#locales/pt/search';
import frSearch from '#locales/fr/search';
import arSearch from '#locales/ar/search';
import koSearch from '#locales/ko/search';
import enReviews from '#locales/en/reviews';
import ptReviews from '#locales/pt/reviews';
import frReviews from '#locales/fr/reviews';
import arReviews from '#locales/ar/reviews';
import koReviews from '#locales/ko/reviews';
import { seriousViolations } from '../support/axe';
import { startDemoServer, type DemoServer } from '../support/demo-server';
import { expectInteractive } from '../support/interactive';
import { visualPages } from './visual-pages';

/**
 * The five languages on the browsing pages (catalogue, search, gig, expert, reviews), on the demo marketplace:
 * each page in each of the five languages with no missing key, no English text of these
 * catalogues left, and no horizontal overflow at 390 and 1280 px; Arabic mirrored; an axe scan in
 * English and Arabic at both widths with no serious or critical violation, made on the page the
 * language check has open. A page the visual suite and the accessibility walk scan already (the same
 * path, seen by a visitor, in both languages and widths) is not scanned again here.
 */
const SCANNED_IN = new Set<UiLanguage>(['en', 'ar']);
type Texts = Readonly<Record<string, string>>;
const CATALOG: Record<UiLanguage, Texts> = { en: enCatalog, pt: ptCatalog, fr: frCatalog, ar: arCatalog, ko: koCatalog };
const SEARCH: Record<UiLanguage, Texts> = { en: enSearch, pt: ptSearch, fr: frSearch, ar: arSearch, ko: koSearch };
const REVIEWS: Record<UiLanguage, Texts> = { en: enReviews, pt: ptReviews, fr: frReviews, ar: arReviews, ko: koReviews };
const NAMESPACES = [CATALOG, SEARCH, REVIEWS];

interface BrowsePage {
  name: string;
  path: string;
  /** The text of the page's first heading in a language, when the catalogue fixes it. */
  heading?: (language: UiLanguage) => string;
}

function browsePages(server: DemoServer): BrowsePage[] {
  const expert = server.plan.experts[0];
  const gig = expert?.gigs[0];
  const group = skillGroups[0];
  const skill = skillByName(group?.skills[0] ?? '');
  const category = softwareCategories[0];
  const software = category ? softwaresInCategory(category.slug)[0] : undefined;
  if (!expert || !gig || !group || !skill || !category || !software) throw new Error('the demo marketplace or the catalogue is empty');
  const catalog = (key: string) => (l: UiLanguage) => CATALOG[l][key] ?? '';
  return [
    { name: 'categories', path: '/categories', heading: catalog('categories.title') },
    { name: 'softwares', path: '/categories/software', heading: catalog('softwares') },
    { name: 'software domain', path: `/categories/software/${category.slug}` },
    { name: 'software', path: `/categories/software/${category.slug}/${software.slug}` },
    { name: 'skill domains', path: '/categories/domain', heading: catalog('domains') },
    { name: 'skill domain', path: `/categories/domain/${group.slug}` },
    { name: 'skill', path: `/categories/domain/${group.slug}/${skill.slug}` },
    { name: 'unknown domain', path: '/categories/software/no-such-domain' },
    { name: 'search', path: '/search/gigs', heading: (l) => SEARCH[l]['allExpertsHeading'] ?? '' },
    { name: 'search blender', path: '/search/gigs?keyword=blender&hourlyRate=0-200' },
    { name: 'search corrected', path: '/search/gigs?keyword=blendr' },
    { name: 'search no results', path: '/search/gigs?keyword=zzqxv&expertise=beginner' },
    { name: 'gig', path: `/gigs/${gig.id}` },
    { name: 'expert', path: `/experts/${expert.userName}` },
  ];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The English texts of these catalogues that a page in `language` must not show: each as a pattern
 * (placeholders match anything), leaving out a text the language writes the same (a proper name, 'Expert').
 */
function englishPatterns(language: UiLanguage): RegExp[] {
  const patterns: RegExp[] = [];
  for (const ns of NAMESPACES) {
    const own = Object.entries(ns[language]);
    for (const [key, text] of Object.entries(ns.en)) {
      const base = key.replace(PLURAL, '');
      if (own.some(([k, t]) => k.replace(PLURAL, '') === base && t === text)) continue;
      // A text that is all placeholders ('{{stars}}: {{reviews}}') says nothing about its language.
      if (!/\p{L}{3}/u.test(text.replace(/\{\{\w+\}\}/g, ''))) continue;
      patterns.push(new RegExp(`^${text.split(/\{\{\w+\}\}/).map(escape).join('.+')}$`, 'u'));
    }
  }
  return patterns;
}

/**
 * Every text of the page's main part a person sees or hears: text nodes, labels, placeholders,
 * options; the breadcrumb is a shared widget with its own catalogue (another namespace's check).
 */
const pageTexts = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) => (n.parentElement?.closest('.breadcrumb') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n.textContent ?? '');
    for (const el of Array.from(main.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))) {
      if (el.closest('.breadcrumb')) continue;
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(el.getAttribute(attr) ?? '');
    }
    return texts.map((t) => t.replace(/[\u2068\u2069]/g, '').trim()).filter(Boolean);
  });

const missingKeys = (page: Page) => page.evaluate(() => (window as unknown as { __i18nMissing?: string[] }).__i18nMissing ?? []);
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

let server: DemoServer;
// The tests only read the demo world, each in its own browser context: both workers share them, each
// with its own demo server (the longest file of the suite no longer runs on one worker alone).
test.describe.configure({ mode: 'parallel' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startDemoServer();
});
test.afterAll(async () => server?.close());

/** A browser in a language chosen before (kept in local storage) at one width. */
async function browserIn(browser: Browser, language: UiLanguage, width: number) {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 900 }, timezoneId: 'UTC', locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: STORAGE_KEYS.language, value: language });
  return { page, close: () => context.close() };
}

/** Opens a page and waits until it shows its data: its heading, nothing busy. */
async function visit(page: Page, language: UiLanguage, path: string) {
  await page.goto(localizedPath(language, path));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expectInteractive(page);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

for (const language of UI_LANGUAGES) {
  test(`the browsing pages in ${language}: every text from the catalogue, none left in English, no overflow at 390 and 1280 px`, async ({ browser }) => {
    test.setTimeout(300_000);
    const english = language === 'en' ? [] : englishPatterns(language);
    // A text the language's own catalogue writes (Portuguese 'Explore especialistas' beside English 'Explore {{name}}') is not English left.
    const own = new Set(NAMESPACES.flatMap((ns) => Object.values(ns[language])));
    const englishOn = async (page: Page) => (await pageTexts(page)).filter((t) => !own.has(t) && english.some((re) => re.test(t)));
    const walked = new Set(visualPages(server).filter((v) => v.viewer === 'visitor').map((v) => v.path));
    const { page, close } = await browserIn(browser, language, 1280);
    // Each page is loaded once, at 1280 px, then narrowed to 390 px (a phone's first load of each is the visual suite's).
    for (const p of browsePages(server)) {
      await test.step(p.name, async () => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await visit(page, language, p.path);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        if (p.heading) await expect(page.locator('main h1').first()).toHaveText(p.heading(language));
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await expect.poll(() => englishOn(page), `English left on ${p.path} at ${width}px`).toEqual([]);
          await expect.poll(() => overflow(page), `overflow on ${p.path} at ${width}px`).toBeLessThanOrEqual(0);
          if (SCANNED_IN.has(language) && !walked.has(p.path)) expect.soft(await seriousViolations(page), `${p.path} at ${width}px`).toEqual([]);
        }
        expect(await missingKeys(page)).toEqual([]);
      });
    }
    await close();
  });
}

test('Arabic mirrors the browsing pages: grids and headings start on the right, catalogue names stay English', async ({ browser }) => {
  const { page, close } = await browserIn(browser, 'ar', 1280);
  await visit(page, 'ar', '/categories/software');
  const tiles = page.locator('.catalog-grid.is-large > li');
  const x = async (item: Locator) => (await item.boundingBox())?.x ?? Number.NaN;
  await expect.poll(async () => (await x(tiles.nth(0))) > (await x(tiles.nth(1)))).toBe(true);
  const heading = page.locator('main h1');
  await expect.poll(async () => { const box = await heading.boundingBox(); return box ? box.x + box.width : 0; }).toBeGreaterThan(640);
  // A software's name is the name users search for: it stays English inside the Arabic page.
  await expect(tiles.nth(0).locator('[lang="en"]')).toHaveText(/[A-Za-z]/);

  await page.goto('/ar/search/gigs?keyword=blender');
  await expect(page.locator('main h1')).toHaveText(/خبراء في/);
  const card = page.getByTestId('gig-card').first();
  await expect.poll(async () => { const box = await card.boundingBox(); return box ? box.x + box.width : 0; }).toBeGreaterThan(640);
  expect(await missingKeys(page)).toEqual([]);
  await close();
});
