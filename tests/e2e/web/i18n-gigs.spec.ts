import { mkdtempSync, rmSync } from 'node:fs';
import { localizedPath } from '#shared/domain/language-paths';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { UI_LANGUAGES, type UiLanguage } from '#shared/domain/ui-language';
import { seriousViolations } from '../support/axe';
import { readyGigDraft } from '../support/gigs';
import { arrowTo, englishLeft, gigText, missingKeys, openAs, overflow, seedGig, tabTo, type SeededGig } from '../support/i18n-gigs';
import { seedExpert, signInWebAs, type PageScope } from '../support/seed-expert';

/**
 * The five languages on the gig screens ('Your Gigs', the gig page with its delete dialog, the five steps of
 * the gig wizard): every language from its catalogue with no key missing and no English left, no
 * horizontal overflow at 390 and 1280 px, Arabic mirrored, no serious axe violation in English and
 * Arabic at both widths, and the create-gig journey by keyboard alone.
 */

const STEPS = ['', '/pricing', '/description', '/gallery', '/publish'] as const;
const STEP_KEYS = ['step.overview', 'step.pricing', 'step.description', 'step.gallery', 'step.publish'] as const;

/** Every gig screen in turn, each once ready: `check` runs on each (the delete dialog open on the gig page). */
async function eachScreen(page: Page, gig: SeededGig, language: UiLanguage, check: (screen: string) => Promise<void>) {
  const t = (key: string) => gigText(language, key);
  await openAs(page, gig.expert, language, gig.base, { ...readyGigDraft, gallery: gig.gallery });
  await expect(page.getByRole('heading', { level: 1, name: t('list.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: readyGigDraft.title })).toBeVisible();
  await check('list');

  await page.goto(localizedPath(language, `${gig.base}/gig/${gig.gigId}`));
  await expect(page.getByRole('button', { name: t('detail.edit') })).toBeVisible();
  await expect(page.getByRole('tab', { name: t('tier.basic') })).toBeVisible();
  await check('gig page');
  await page.getByRole('button', { name: t('detail.delete') }).click();
  await expect(page.getByRole('dialog', { name: t('delete.question') })).toBeVisible();
  await check('delete dialog');

  for (const [i, step] of STEPS.entries()) {
    await page.goto(localizedPath(language, `${gig.base}/new${step}`));
    await expect(page.getByRole('navigation', { name: t('wizard.steps') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t(STEP_KEYS[i] ?? '') })).toBeVisible();
    await check(`wizard${step || '/overview'}`);
  }
}

/** The languages whose walks are also scanned by axe (left to right and right to left). */
const SCANNED_IN = new Set<UiLanguage>(['en', 'ar']);

for (const language of UI_LANGUAGES) {
  test(`the gig screens in ${language}: every text from the catalogue, none missing, no overflow at 1280 and 390 px`, async ({ page }) => {
    test.setTimeout(300_000);
    const gig = await seedGig(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    // In English and Arabic each screen is scanned by axe at both widths too, on the page this walk has open.
    const scan = async (screen: string, width: number) => {
      if (!SCANNED_IN.has(language)) return;
      expect.soft({ screen, width, violations: await seriousViolations(page, { include: '#main' }) }).toEqual({ screen, width, violations: [] });
    };
    await eachScreen(page, gig, language, async (screen) => {
      expect({ screen, english: await englishLeft(page, language) }).toEqual({ screen, english: [] });
      expect({ screen, overflow: await overflow(page) }).toEqual({ screen, overflow: 0 });
      await scan(screen, 1280);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => overflow(page), { message: `${screen} at 390 px` }).toBeLessThanOrEqual(0);
      await scan(screen, 390);
      await page.setViewportSize({ width: 1280, height: 900 });
      expect({ screen, missing: await missingKeys(page) }).toEqual({ screen, missing: [] });
    });
    // Numbers and amounts through Intl: the basic package's price in the language's own writing.
    await page.goto(localizedPath(language, `${gig.base}/gig/${gig.gigId}`));
    const rupees = new Intl.NumberFormat(language === 'pt' ? 'pt-BR' : language, { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(100);
    await expect(page.getByRole('tabpanel')).toContainText(rupees);
  });
}

test('Arabic mirrors the gig screens: arrows, tabs and badges from the right, the gallery scrolling the right way', async ({ page }) => {
  test.setTimeout(120_000);
  const gig = await seedGig(page);
  const t = (key: string) => gigText('ar', key);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, gig.expert, 'ar', `${gig.base}/gig/${gig.gigId}`, { ...readyGigDraft, gallery: gig.gallery });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const previous = page.getByRole('button', { name: t('thumbs.previous') });
  const next = page.getByRole('button', { name: t('thumbs.next') });
  const [p, n] = [await previous.boundingBox(), await next.boundingBox()];
  expect(p && n && p.x > n.x).toBe(true);
  const strip = page.getByRole('list', { name: t('thumbs.gallery') });
  await expect(strip.getByRole('img')).toHaveCount(2);
  await next.click();
  // Right to left, moving toward the end runs scrollLeft negative.
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeLessThan(0);
  await previous.click();
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(localizedPath('ar', gig.base));
  const open = page.getByRole('link', { name: gigText('ar', 'card.open').replace('{{title}}', readyGigDraft.title) });
  await expect(open.locator('svg')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');

  await page.goto(localizedPath('ar', `${gig.base}/new/gallery`));
  const tabs = page.getByRole('navigation', { name: t('wizard.steps') }).getByRole('link');
  const [first, last] = [await tabs.first().boundingBox(), await tabs.last().boundingBox()];
  expect(first && last && first.x > last.x).toBe(true);
  const slot = page.locator('.gig-gallery-slot').first();
  const badge = slot.getByText(t('gallery.primary'), { exact: true });
  const [s, b] = [await slot.boundingBox(), await badge.boundingBox()];
  expect(s && b && b.x + b.width > s.x + s.width - 40).toBe(true);
  expect(await missingKeys(page)).toEqual([]);
});

test.describe('by keyboard alone', () => {
  let dir: string;
  let cover: string;
  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'qurious-i18n-gigs-'));
    cover = join(dir, 'cover.jpg');
    await sharp({ create: { width: 1400, height: 900, channels: 3, background: { r: 30, g: 90, b: 200 } } }).jpeg().toFile(cover);
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('an expert creates a gig with the keyboard only, from the empty list to Gig Created!', async ({ page }) => {
    test.setTimeout(300_000);
    const expert = await seedExpert();
    const base = `/users/${expert.userName}/manage_gigs`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWebAs(page, expert, base);
    const key = (name: string) => page.keyboard.press(name);
    const type = (text: string) => page.keyboard.type(text);

    const first = page.getByRole('link', { name: 'Create your first gig' });
    await tabTo(page, first);
    // Focus is visible on what the keyboard reached.
    expect(await first.evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none')).toBe(true);
    await key('Enter');
    await expect(page).toHaveURL(new RegExp(`${base}/new$`));

    await tabTo(page, page.getByLabel('Gig title'));
    await type('I will teach you Blender modelling');
    await key('Tab');
    await arrowTo(page, page.getByLabel('Category', { exact: true }), '3D & CAD Design');
    await key('Tab');
    await arrowTo(page, page.getByLabel('Subcategory'), '3D Modeling');
    await tabTo(page, page.getByRole('combobox', { name: 'Softwares' }));
    await type('Blender');
    await key('ArrowDown');
    await key('Enter');
    await expect(page.getByRole('button', { name: 'Remove Blender' })).toBeVisible();
    await tabTo(page, page.getByLabel('Search tags'));
    for (const tag of ['modelling', 'blender', 'beginners', 'sculpting']) {
      await type(tag);
      await key('Enter');
    }
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(4);
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await key('Enter');
    await expect(page).toHaveURL(new RegExp(`${base}/new/pricing$`));

    const packages = [
      ['Basic', 'Quick fix', 'One question answered live', '30 Minutes', '10 Minutes', '1', '20'],
      ['Standard', 'Deep dive', 'A guided modelling session', '1 hr', '20 Minutes', '1', '60'],
      ['Premium', 'Mentorship', 'Two long sessions with review', '2 hrs', '45 Minutes', '2', '150'],
    ] as const;
    for (const [tier, title, description, session, extra, count, credits] of packages) {
      const group = page.getByRole('group', { name: tier });
      await tabTo(page, group.getByLabel('Title'));
      await type(title);
      await key('Tab');
      await type(description);
      await key('Tab');
      await arrowTo(page, group.getByLabel('Session time'), session);
      await key('Tab');
      await arrowTo(page, group.getByLabel('Extra time'), extra);
      await key('Tab');
      await arrowTo(page, group.getByLabel('Number of sessions'), count);
      await key('Tab');
      await type(credits);
    }
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await key('Enter');
    await expect(page).toHaveURL(new RegExp(`${base}/new/description$`));

    await tabTo(page, page.getByLabel('Describe your gig'));
    await type('Live one-to-one Blender sessions.');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await key('Enter');
    await expect(page).toHaveURL(new RegExp(`${base}/new/gallery$`));

    // The system's file chooser is outside the page: the keyboard opens it, the chosen file comes back.
    await tabTo(page, page.getByRole('button', { name: 'Upload primary image' }));
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), key('Enter')]);
    await chooser.setFiles(cover);
    await expect(page.getByRole('img', { name: 'Gallery primary image' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await key('Enter');
    await expect(page).toHaveURL(new RegExp(`${base}/new/publish$`));

    // The package tabs follow the WAI-ARIA tabs pattern: arrows move between them.
    await tabTo(page, page.getByRole('tab', { name: 'Basic' }));
    await key('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Standard' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('Deep dive');
    await tabTo(page, page.getByRole('button', { name: 'Save & Publish' }));
    await key('Enter');
    await expect(page.getByText('Gig Created!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${base}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'I will teach you Blender modelling' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as PageScope).localStorage.getItem('gigForm'))).toBeNull();
  });
});
