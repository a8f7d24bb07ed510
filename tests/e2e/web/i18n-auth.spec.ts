import { expect, test, type Locator, type Page } from '@playwright/test';
import { localizedPath } from '#shared/domain/language-paths';
import { UI_LANGUAGES, type UiLanguage } from '#shared/domain/ui-language';
import enAuth from '#locales/en/auth';
import ptAuth from '#locales/pt/auth';
import frAuth from '#locales/fr/auth';
import arAuth from '#locales/ar/auth';
import koAuth from '#locales/ko/auth';
import enAbout from '#locales/en/about';
import ptAbout from '#locales/pt/about';
import frAbout from '#locales/fr/about';
import arAbout from '#locales/ar/about';
import koAbout from '#locales/ko/about';
import enProfile from '#locales/en/profile';
import ptProfile from '#locales/pt/profile';
import frProfile from '#locales/fr/profile';
import arProfile from '#locales/ar/profile';
import koProfile from '#locales/ko/profile';
import arCommon from '#locales/ar/common';
import enShell from '#locales/en/shell';
import ptShell from '#locales/pt/shell';
import frShell from '#locales/fr/shell';
import arShell from '#locales/ar/shell';
import koShell from '#locales/ko/shell';
import { newEmail, PASSWORD, signUpByApi, storeWebSession, toastWith } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { waitForMail } from '../support/mail';
import { expectInteractive } from '../support/interactive';

/**
 * The five languages on the auth modal (sign in, sign up, forgot password), the verification, reset and
 * sign-in link pages, /about and the profile pages, in the five languages: no missing key, no
 * English left in the texts these catalogues cover, no horizontal overflow at 390 and 1280 px,
 * Arabic mirrored, axe in English and Arabic at both widths (scanned on the states the language walk
 * has open); and the sign-up done with the
 * keyboard only (focus visible, trapped in the modal and returned on close, menus by arrow keys).
 */
type Texts = Readonly<Record<string, string>>;
const AUTH: Record<UiLanguage, Texts> = { en: enAuth, pt: ptAuth, fr: frAuth, ar: arAuth, ko: koAuth };
const ABOUT: Record<UiLanguage, Texts> = { en: enAbout, pt: ptAbout, fr: frAbout, ar: arAbout, ko: koAbout };
const PROFILE: Record<UiLanguage, Texts> = { en: enProfile, pt: ptProfile, fr: frProfile, ar: arProfile, ko: koProfile };
const SHELL: Record<UiLanguage, Texts> = { en: enShell, pt: ptShell, fr: frShell, ar: arShell, ko: koShell };
const text = (catalogue: Record<UiLanguage, Texts>, language: UiLanguage, key: string) => catalogue[language][key] ?? `<no ${key}>`;

/** Opens a page at its URL in a language, waiting for `<html lang>`. */
async function openIn(page: Page, language: UiLanguage, path: string) {
  await page.goto(localizedPath(language, path));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expectInteractive(page);
}

const missingKeys = (page: Page) => page.evaluate(() => (window as unknown as { __i18nMissing?: string[] }).__i18nMissing ?? []);
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The English texts of these catalogues (two words or more, without placeholders) still on the
 * page: none may be left in a translated page.
 */
async function englishLeft(page: Page, language: UiLanguage): Promise<string[]> {
  if (language === 'en') return [];
  const shown = await page.evaluate(() => document.body.innerText);
  return [AUTH, ABOUT, PROFILE].flatMap((catalogue) =>
    Object.entries(catalogue.en)
      .filter(([key, english]) => !english.includes('{{') && english.trim().includes(' ') && catalogue[language][key] !== english)
      .map(([, english]) => english.replace(/<\/?\w+>/g, ''))
      .filter((english) => shown.includes(english)),
  );
}

/** Opens sign-up: the header's Join on a desktop; on a phone (no Join there) the Login modal's "Join here". */
async function openSignUp(page: Page, language: UiLanguage, width: number) {
  if (width > 640) {
    await page.getByRole('banner').getByRole('button', { name: text(SHELL, language, 'join'), exact: true }).click();
    return;
  }
  await page.getByRole('banner').getByRole('button', { name: text(SHELL, language, 'login'), exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: text(AUTH, language, 'joinHere') }).click();
}

/** The languages whose walks are also scanned by axe (left to right and right to left). */
const SCANNED_IN = new Set<UiLanguage>(['en', 'ar']);

/**
 * No overflow and no English left; with `scan`, in English and Arabic, no serious or critical axe
 * violation either: the accessibility check made on the page the language check has open.
 */
async function expectClean(page: Page, language: UiLanguage, scan?: 'scan') {
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await englishLeft(page, language)).toEqual([]);
  if (scan && SCANNED_IN.has(language)) expect.soft(await seriousViolations(page), `${page.url()} in ${language}`).toEqual([]);
}

for (const language of UI_LANGUAGES) {
  test(`the auth modal in ${language}: every step from the catalogue, no overflow at 1280 and 390 px`, async ({ page }) => {
    // In English and Arabic the walk is scanned by axe too: more than the default on a loaded machine.
    test.setTimeout(180_000);
    const t = (key: string) => text(AUTH, language, key);
    const dialog = page.getByRole('dialog');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await openIn(page, language, '/about');
      await page.getByRole('banner').getByRole('button', { name: text(SHELL, language, 'login'), exact: true }).click();
      await expect(dialog.getByRole('heading', { name: t('login.title') })).toBeVisible();
      if (width === 1280) await expect(dialog.getByText(t('welcome.line'))).toBeVisible();
      await expect(dialog.locator('.auth-footer a').first()).toHaveText(/\S/);
      await expectClean(page, language);

      await dialog.getByRole('button', { name: t('choice.emailOrUsername') }).click();
      await expect(dialog.getByRole('heading', { name: t('login.formTitle') })).toBeVisible();
      await expect(dialog.getByLabel(t('field.emailOrUsername'))).toBeFocused();
      await expect(dialog.getByRole('button', { name: t('password.show') })).toBeDisabled();
      await expectClean(page, language);

      await dialog.getByRole('button', { name: t('forgotPassword') }).click();
      await expect(dialog.getByRole('heading', { name: t('forgot.title') })).toBeVisible();
      await expect(dialog.getByRole('button', { name: t('sendResetLink') })).toBeDisabled();
      await expectClean(page, language);
      await page.keyboard.press('Escape');

      await openSignUp(page, language, width);
      await expect(dialog.getByRole('heading', { name: t('signup.title') })).toBeVisible();
      await expectClean(page, language, 'scan');
      await dialog.getByRole('button', { name: t('choice.email') }).click();
      await expect(dialog.getByRole('heading', { name: t('signup.formTitle') })).toBeVisible();
      await dialog.getByLabel(t('field.password'), { exact: true }).fill('abc');
      const checklist = dialog.getByRole('list', { name: t('rules.label') });
      await expect(checklist.locator('li')).toHaveCount(5);
      await expect(checklist.locator('li[data-met="true"]')).toContainText(t('rule.lower'));
      await expect(checklist).toContainText(t('rule.special'));
      await expectClean(page, language, 'scan');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
    expect(await missingKeys(page)).toEqual([]);
  });

  test(`the auth pages, /about and the profile in ${language}: from the catalogue, no overflow at 1280 and 390 px`, async ({ page, request }) => {
    // In English and Arabic the walk is scanned by axe too: more than the default on a loaded machine.
    test.setTimeout(180_000);
    const t = (key: string) => text(AUTH, language, key);
    const account = await signUpByApi(request, { name: 'ada lovelace' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await openIn(page, language, '/reset-password');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('reset.title'));
      await expect(page.getByRole('alert')).toContainText(t('reset.noToken'));
      await expect(page.getByRole('button', { name: t('reset.submit') })).toBeDisabled();
      await expectClean(page, language, 'scan');

      await page.goto(localizedPath(language, '/sign-in-link'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('link.failed'));
      await expect(page.getByRole('alert')).toHaveText(t('link.noToken'));
      await expect(page.getByRole('button', { name: t('link.withPassword') })).toBeVisible();
      await expectClean(page, language, 'scan');

      await page.goto(localizedPath(language, '/verify-email?token=nope&email=a%40example.com'));
      await expect(page.getByRole('button', { name: t('verify.resend') })).toBeVisible();
      await expectClean(page, language);

      await openIn(page, language, '/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(ABOUT, language, 'title'));
      await expect(page.getByRole('link', { name: text(ABOUT, language, 'browse') })).toBeVisible();
      await expectClean(page, language, 'scan');

      await page.goto(localizedPath(language, '/dashboard'));
      await expect(page.getByText(text(PROFILE, language, 'signInToSee'))).toBeVisible();
      await expectClean(page, language, 'scan');
    }

    await storeWebSession(page, account, localizedPath(language, `/users/${account.user.username}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada Lovelace');
    await expect(page.locator('.profile-welcome h2')).toHaveText(text(PROFILE, language, 'welcome').replace(/<\/?name>/g, '').replace('{{name}}', 'ada lovelace'));
    // The day the account was made, as the browser's Intl writes it in the language.
    const locale = { en: 'en', pt: 'pt-BR', fr: 'fr', ar: 'ar', ko: 'ko' }[language];
    const joined = await page.evaluate(
      ({ iso, locale }) => new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' }),
      { iso: account.user.createdAt, locale },
    );
    await expect(page.getByText(text(PROFILE, language, 'joined').replace('{{date}}', joined))).toBeVisible();
    await expectClean(page, language, 'scan');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectClean(page, language, 'scan');
    expect(await missingKeys(page)).toEqual([]);
  });
}

test('Arabic mirrors the auth modal and pages: the welcome panel and the close icon on the right-to-left sides', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openIn(page, 'ar', '/about');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('banner').getByRole('button', { name: text(SHELL, 'ar', 'login'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  const welcome = await dialog.locator('.auth-welcome').boundingBox();
  const main = await dialog.locator('.auth-main').boundingBox();
  const close = await dialog.getByRole('button', { name: arCommon.close }).boundingBox();
  expect(welcome && main && welcome.x > main.x).toBe(true);
  expect(close && main && close.x < main.x + main.width / 2).toBe(true);
  await dialog.getByRole('button', { name: text(AUTH, 'ar', 'choice.emailOrUsername') }).click();
  const input = await dialog.getByLabel(text(AUTH, 'ar', 'field.password'), { exact: true }).boundingBox();
  const toggle = await dialog.locator('.password-toggle').boundingBox();
  expect(input && toggle && toggle.x < input.x + input.width / 2).toBe(true);
  await page.keyboard.press('Escape');
  await page.goto('/ar/about');
  await expectInteractive(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(async () => { const box = await heading.boundingBox(); return box ? box.x + box.width : 0; }).toBeGreaterThan(640);
  expect(await missingKeys(page)).toEqual([]);
});

/** Presses Tab (Shift+Tab going back) until `target` has the focus (at most 40 times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The focused element shows where it is (an outline or a ring). */
const focusShown = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement)) return false;
    const style = getComputedStyle(el);
    return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
  });

test('the whole sign-up by keyboard only: focus visible, trapped in the modal and returned on close; menus by arrow keys and Escape', async ({ page, baseURL }) => {
  const email = newEmail('keyboard.only');
  const banner = page.getByRole('banner');
  const dialog = page.getByRole('dialog');
  const join = banner.getByRole('button', { name: 'Join', exact: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about');

  await test.step('open the sign-up from the header and fill the form with the keyboard', async () => {
    await tabTo(page, join);
    expect(await focusShown(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Continue with email' })).toBeFocused();
    expect(await focusShown(page)).toBe(true);
    // Focus stays in the open modal, both ways round.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await tabTo(page, dialog.getByRole('button', { name: 'Continue with email' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.type('Keyboard Only');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Show password' })).toBeFocused();
    expect(await focusShown(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await tabTo(page, dialog.getByRole('button', { name: 'Verify Email' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: `Verification link sent to ${email}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(join).toBeFocused();
  });

  await test.step('verify from the email, then sign in with the keyboard', async () => {
    const mail = await waitForMail(email, { subject: /Verify your email/ });
    await page.goto(mail.links[0] ?? '');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(dialog.getByRole('button', { name: 'Continue with email/username' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Email or username')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(toastWith(page, 'Login Successful')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the profile menu and the language menu by arrow keys, Home, End and Escape', async () => {
    const trigger = banner.getByRole('button', { name: 'Profile menu of Keyboard Only' });
    await tabTo(page, trigger);
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Profile' });
    const items = menu.getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();

    const language = banner.getByRole('button', { name: 'Language: English' });
    // The language menu comes before the profile menu in the header.
    await tabTo(page, language, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const choices = page.getByRole('menu', { name: 'Language' });
    await expect(choices).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(choices.getByRole('menuitemradio').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(choices).toHaveCount(0);
    await expect(language).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(choices.getByRole('menuitemradio').last()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(choices.getByRole('menuitemradio', { name: 'العربية' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
