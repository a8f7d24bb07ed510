/**
 * The expert wizard in the five interface languages: every page of the flow, the
 * professional step with its rows open and the phone modal, with no missing key, no English text of
 * the expert catalogue left in a translated page, no horizontal overflow at 390 and 1280 px; Arabic
 * mirrored; no serious or critical axe violation in English and Arabic at both widths.
 */
import { expect, test, type Page } from '@playwright/test';
import { localizedPath } from '#shared/domain/language-paths';
import { STORAGE_KEYS } from '#platform/storage-keys';
import { UI_LANGUAGES, type UiLanguage } from '#shared/domain/ui-language';
import en from '#locales/en/expert';
import pt from '#locales/pt/expert';
import fr from '#locales/fr/expert';
import ar from '#locales/ar/expert';
import ko from '#locales/ko/expert';
import frOnboarding from '#shared/locales/fr/onboarding';
import arOnboarding from '#shared/locales/ar/onboarding';
import { signUpByApi, type Account } from '../support/accounts';
import { seriousViolations } from '../support/axe';

type Texts = Readonly<Record<string, string>>;
const CATALOGUE: Record<UiLanguage, Texts> = { en, pt, fr, ar, ko };
const text = (language: UiLanguage, key: keyof typeof en) => CATALOGUE[language][key] ?? '';

/** The flow's pages, each with the key of its level-1 heading. */
const PAGES = [
  { path: '/become_expert', heading: 'landing.heading' },
  { path: '/become_expert/overview', heading: 'overview.title' },
  { path: '/become_expert/overview/right', heading: 'right.title' },
  { path: '/become_expert/overview/wrong', heading: 'wrong.title' },
  { path: '/become_expert/personal_info', heading: 'step.personal' },
  { path: '/become_expert/professional_info', heading: 'step.professional' },
  { path: '/become_expert/account_security', heading: 'step.security' },
] as const;

/** Signs in (a stored session), then opens `path` at its address in `language`. */
async function openAs(page: Page, account: Account, language: UiLanguage, path: string) {
  await page.goto('/about');
  await page.evaluate(
    ({ keys, token, user, language }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
      localStorage.setItem(keys.userMode, 'user');
      localStorage.setItem(keys.language, language);
    },
    { keys: STORAGE_KEYS, token: account.token, user: account.user, language },
  );
  await page.goto(localizedPath(language, path));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

const missingKeys = (page: Page) => page.evaluate(() => (window as unknown as { __i18nMissing?: string[] }).__i18nMissing ?? []);
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Every text the page shows or says: each element's own text, and its aria-label, placeholder and title. */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (el.closest('script, style')) continue;
      const own = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (own) found.push(own);
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(name);
        if (value) found.push(value.trim());
      }
    }
    return found;
  });

/** The English texts of the catalogue that `language` words differently, as whole-text patterns ({{values}} match anything). */
function englishPatterns(language: UiLanguage): RegExp[] {
  const own = CATALOGUE[language];
  return Object.entries(en)
    .filter(([key, english]) => !english.includes('<') && !/^\{\{\w+\}\}/.test(english) && own[key] !== english && !Object.values(own).includes(english))
    .map(([, english]) => new RegExp(`^${english.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.+')}$`));
}

/** The texts of the page still in English where `language` has its own. */
async function englishLeft(page: Page, language: UiLanguage): Promise<string[]> {
  if (language === 'en') return [];
  const patterns = englishPatterns(language);
  return (await shownTexts(page)).filter((t) => patterns.some((p) => p.test(t)));
}

/** The professional step with a profession row, a skill's strengths and a listed skill open (values stay the English words). */
async function openProfessionalRows(page: Page) {
  await page.locator('#be-profession-0').selectOption('Software Engineer');
  await page.locator('#be-from-0').selectOption('2015');
  await page.locator('#be-to-0').selectOption('Present');
  await page.locator('#be-skill').selectOption('Web Development');
  await page.locator('#be-skill-level').selectOption('Expert');
  await page.locator('#be-skill-experience').selectOption('5 years');
  await page.locator('.be-skill-form .be-secondary').click();
  await expect(page.locator('.be-skill-table')).toBeVisible();
  // Add New opens the form again: a second skill's strengths show.
  await page.locator('fieldset[aria-describedby="be-skills-error"] > .be-link-button').click();
  await page.locator('#be-skill').selectOption({ index: 1 });
  await expect(page.locator('.be-skill-form .be-checks')).toBeVisible();
}

/** The languages whose walks are also scanned by axe (left to right and right to left). */
const SCANNED_IN = new Set<UiLanguage>(['en', 'ar']);

/**
 * Checks the page in `language` at both widths: its heading, no overflow, and in English and Arabic no
 * serious or critical axe violation; then no missing key and no English left.
 */
async function checkPage(page: Page, language: UiLanguage, heading: string, label: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await overflow(page), `${label} at ${width} px`).toBeLessThanOrEqual(0);
    if (SCANNED_IN.has(language)) expect.soft(await seriousViolations(page), `${label} at ${width} px`).toEqual([]);
  }
  expect(await missingKeys(page), label).toEqual([]);
  expect(await englishLeft(page, language), label).toEqual([]);
}

for (const language of UI_LANGUAGES) {
  test(`the expert wizard in ${language}: every text from its catalogue, no overflow at 390 and 1280 px`, async ({ page, request }) => {
    // Seven pages at two widths, and the modal (scanned by axe in English and Arabic), on a busy machine.
    test.setTimeout(300_000);
    const account = await signUpByApi(request);
    await openAs(page, account, language, PAGES[0].path);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    for (const { path, heading } of PAGES) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(localizedPath(language, path));
      if (path.endsWith('professional_info')) {
        await openProfessionalRows(page);
        await expect(page.getByRole('cell', { name: text(language, 'skillLevel.expert'), exact: true })).toBeVisible();
      }
      await checkPage(page, language, text(language, heading), path);
    }
    // The phone modal, over step 3.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: text(language, 'phone.add') }).click();
    const modal = page.getByRole('dialog', { name: text(language, 'phone.title') });
    await expect(modal.getByLabel(text(language, 'phone.mobile'))).toBeFocused();
    await checkPage(page, language, text(language, 'step.security'), 'the phone modal');
  });
}

for (const [language, onboarding] of [['fr', frOnboarding], ['ar', arOnboarding]] as const) {
  test(`the wizard's rule messages in ${language}: Continue on an empty first step names what is missing in ${language}`, async ({ page, request }) => {
    const account = await signUpByApi(request);
    await openAs(page, account, language, '/become_expert/personal_info');
    await page.getByRole('button', { name: text(language, 'continue'), exact: true }).click();
    await expect(page.getByText(onboarding.fullNameRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(onboarding.profilePictureRequired, { exact: true })).toBeVisible();
    await expect(page.getByText('Full name is required')).toHaveCount(0);
    expect(await missingKeys(page)).toEqual([]);
  });
}

test('Arabic mirrors the wizard: the first step and Back on the right, the bio counter at the end', async ({ page, request }) => {
  const account = await signUpByApi(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, account, 'ar', '/become_expert/personal_info');
  const box = async (selector: string) => {
    const b = await page.locator(selector).first().boundingBox();
    if (!b) throw new Error(`${selector} is not shown`);
    return b;
  };
  const [first, last] = [await box('.be-steps li:first-child'), await box('.be-steps li:last-child')];
  expect(first.x).toBeGreaterThan(last.x);
  const [back, next] = [await box('.be-step-nav .be-secondary'), await box('.be-step-nav .be-primary')];
  expect(back.x).toBeGreaterThan(next.x);
  await expect(page.locator('.be-counter')).toHaveCSS('text-align', 'end');
});
