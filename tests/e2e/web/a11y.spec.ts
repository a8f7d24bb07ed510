import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { openHome } from '../support/home';

const pages: [string, string][] = [
  ['home', '/'],
  ['categories', '/categories'],
  ['software categories', '/categories/software'],
  ['software domain', '/categories/software/3d-cad-design'],
  ['software', '/categories/software/3d-cad-design/blender'],
  ['software not in domain', '/categories/software/video-editing/blender'],
  ['skill domains', '/categories/domain'],
  ['skill domain', '/categories/domain/software-development-ides'],
  ['skill', '/categories/domain/software-development-ides/web-development'],
  ['unknown skill domain', '/categories/domain/nope'],
  ['about', '/about'],
];

for (const [name, path] of pages) {
  test(`the ${name} page has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the check reports a serious violation, and only inside the part of the page it is told to look at', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Probe</title></head><body><main id="main"><h1>Probe</h1></main><aside class="Toastify"><img src="data:,"></aside></body></html>',
  );
  expect((await seriousViolations(page)).map((v) => v.id)).toEqual(['image-alt']);
  expect(await seriousViolations(page, { include: '#main' })).toEqual([]);
  expect(await seriousViolations(page, { exclude: '.Toastify' })).toEqual([]);
});

test('an opened domain accordion and a scrolled strip have no serious or critical violations', async ({ page }) => {
  await page.goto('/categories/software');
  const accordion = page.getByRole('region', { name: 'Software domains' }).getByRole('button', { name: /3D & CAD Design/ });
  await accordion.click();
  await expect(accordion).toHaveAttribute('aria-expanded', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  await openHome(page);
  await page.getByRole('button', { name: 'Scroll Experts based on skills right' }).click();
  await expect(page.getByRole('button', { name: 'Scroll Experts based on skills left' })).toHaveAttribute('aria-disabled', 'false');
  expect(await seriousViolations(page)).toEqual([]);
});

test('every control of the home page is reachable by keyboard and labelled', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const reached: string[] = [];
  for (let i = 0; i < 100; i++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    if ((await focused.count()) === 0) continue;
    // The accessibility tree's line for the focused control: its role and accessible name.
    reached.push(((await focused.ariaSnapshot()).split('\n')[0] ?? '').replace(/:$/, ''));
  }
  for (const control of [
    '- combobox "Skill"',
    '- searchbox "Search"',
    '- button "Search"',
    '- link "Video Editing"',
    '- link "See more softwares"',
    '- button "Scroll Experts based on software left"',
    '- link "Blender"',
    '- link "Python"',
    '- button "Scroll Experts based on software right"',
    '- link "See more skills"',
    '- link "Web Scraping"',
    '- button "Scroll Experts based on skills right"',
    '- button "Sign Up"',
  ]) {
    expect(reached).toContain(control);
  }
  // Nothing focusable is left without a name.
  for (const line of reached) expect(line).toMatch(/^- .?\w+ \\?".+/);
});
