import sharp from 'sharp';
import { localizedPath } from '#shared/domain/language-paths';
import { expect, type Locator, type Page } from '@playwright/test';
import type { UiLanguage } from '#shared/domain/ui-language';
import { STORAGE_KEYS } from '#platform/storage-keys';
import en from '#locales/en/gigs';
import pt from '#locales/pt/gigs';
import fr from '#locales/fr/gigs';
import ar from '#locales/ar/gigs';
import ko from '#locales/ko/gigs';
import { readyGigDraft } from './gigs';
import { seedExpert, type PageScope, type SeededExpert } from './seed-expert';

/** The gig screens' catalogue in each language. */
export const GIGS: Record<UiLanguage, Readonly<Record<string, string>>> = { en, pt, fr, ar, ko };

/** One text of the gigs catalogue in a language. */
export const gigText = (language: UiLanguage, key: string): string => GIGS[language][key] ?? `(no ${key})`;

/** A gig of a seeded expert, with two gallery images so a phone shows the gallery arrows. */
export interface SeededGig {
  expert: SeededExpert;
  gigId: string;
  gallery: string[];
  /** /users/{username}/manage_gigs */
  base: string;
}

export async function seedGig(page: Page): Promise<SeededGig> {
  const expert = await seedExpert();
  const headers = { Authorization: `Bearer ${expert.token}` };
  const gallery: string[] = [];
  for (const color of [{ r: 50, g: 80, b: 160 }, { r: 160, g: 80, b: 50 }]) {
    const jpeg = await sharp({ create: { width: 1280, height: 769, channels: 3, background: color } }).jpeg().toBuffer();
    const upload = await page.request.post('/api/upload/gallery', { headers, multipart: { files: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: jpeg } } });
    expect(upload.status()).toBe(201);
    gallery.push(...((await upload.json()) as { gallery: string[] }).gallery);
  }
  const { isPublished: _unused, ...body } = { ...readyGigDraft, gallery };
  const created = await page.request.post('/api/gigs', { headers, data: body });
  expect(created.status()).toBe(201);
  const [gig] = (await (await page.request.get('/api/gigs/expert/my-gigs', { headers })).json()) as Array<{ _id: string }>;
  return { expert, gigId: gig?._id ?? '', gallery, base: `/users/${expert.userName}/manage_gigs` };
}

/** Signs the expert in (kept in local storage), then opens `path` at its address in `language`. */
export async function openAs(page: Page, expert: SeededExpert, language: UiLanguage, path: string, draft?: object): Promise<void> {
  await page.goto('/about');
  await page.evaluate(
    ({ keys, token, user, language, draft }) => {
      const { localStorage } = globalThis as unknown as PageScope;
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
      localStorage.setItem(keys.userMode, 'expert');
      localStorage.setItem(keys.language, language);
      if (draft) localStorage.setItem('gigForm', JSON.stringify(draft));
    },
    { keys: STORAGE_KEYS, token: expert.token, user: expert.user, language, draft },
  );
  await page.goto(localizedPath(language, path));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

export const missingKeys = (page: Page) => page.evaluate(() => (globalThis as unknown as { __i18nMissing?: string[] }).__i18nMissing ?? []);
export const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

/**
 * Where the gig screens show catalogue names and the expert's own words, English by design:
 * the category line, softwares, tags and tag suggestions, the chosen category's options.
 */
const NAMES = '.gig-category, .gig-softwares, .gig-tags, .gig-chips, .gig-suggestions, .ui-typeahead-options';

/** What the main landmark shows and says but names: its text and every label, alternative text, placeholder and title. */
const shownTexts = (page: Page) =>
  page.locator('#main').evaluate((main, names) => {
    const attributes = ['aria-label', 'alt', 'placeholder', 'title'];
    const named = Array.from(main.querySelectorAll<HTMLElement>(names));
    const text = named.reduce((all, el) => all.replace(el.innerText, ''), (main as HTMLElement).innerText);
    const labelled = Array.from(main.querySelectorAll('[aria-label], [alt], [placeholder], [title]')).filter((el) => !el.closest(names));
    return [text, ...labelled.flatMap((el) => attributes.map((a) => el.getAttribute(a) ?? ''))].join('\n');
  }, NAMES);

const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/**
 * The English texts of the gigs catalogue still on the page in another language: each English
 * text (placeholders matching anything) that the language writes differently, with at least four
 * letters outside its placeholders (so 'hr' or ':' alone are not taken for English).
 */
export async function englishLeft(page: Page, language: UiLanguage): Promise<string[]> {
  if (language === 'en') return [];
  const shown = await shownTexts(page);
  const own = Object.entries(GIGS[language]);
  return Object.entries(en).flatMap(([key, english]) => {
    const parts = english.split(PLACEHOLDER);
    if (parts.join('').replace(/[^\p{L}]/gu, '').length < 4) return [];
    // A word the language writes the same (French 'Description', 'Premium') is not English left.
    if (own.some(([k, text]) => baseKey(k) === baseKey(key) && text === english)) return [];
    // Whole words only: the English 'Cancel' is not inside the Portuguese 'Cancelar'.
    return new RegExp(`(?<!\\p{L})${parts.map(escape).join('.+?')}(?!\\p{L})`, 'u').test(shown) ? [english] : [];
  });
}

/** Presses Tab until `target` has the focus (keyboard only, as a user would). */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === (el.ownerDocument as { activeElement: unknown }).activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** With a closed select focused, presses ArrowDown until it holds `value` (Chromium changes the value in place). */
export async function arrowTo(page: Page, select: Locator, value: string, max = 80): Promise<void> {
  for (let i = 0; i < max && (await select.inputValue()) !== value; i += 1) await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}
