import { expect, test, type Locator, type Page } from '@playwright/test';
import FRENCH_NAMES from '#shared/catalog/names/fr';
import { featuredSkills } from '#shared/catalog/skills';
import { featuredSoftwares } from '#shared/catalog/softwares';
import { signUpByApi, storeWebSession } from '../support/accounts';
import { openHome } from '../support/home';
import { seedExpert } from '../support/seed-expert';

const strip = (page: Page, title: string) => page.getByRole('region', { name: title });
const track = (page: Page, title: string) => page.getByRole('group', { name: title });

async function scrollTrackTo(t: Locator, where: 'end' | number) {
  await t.evaluate((el, to) => {
    const max = el.scrollWidth - el.clientWidth;
    el.scrollTo({ left: to === 'end' ? max : to < 0 ? max + to : to, behavior: 'instant' });
  }, where);
}

test.describe('home page', () => {
  test('shows the curiosity question, the search bar with its skill dropdown and the trending searches', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'What are you curious about today?' })).toBeVisible();
    const search = page.getByRole('search', { name: 'Search experts' });
    await expect(search.getByRole('combobox', { name: 'Skill' })).toHaveValue('');
    await expect(search.getByRole('searchbox', { name: 'Search' })).toBeVisible();

    const trending = page.getByRole('list', { name: 'Trending:' }).getByRole('link');
    await expect(trending).toHaveText(['Video Editing', 'React', 'Premiere Pro']);
    await expect(trending.first()).toHaveAttribute('href', '/search/gigs?keyword=Video%20Editing');
    await trending.nth(2).click();
    await expect(page).toHaveURL('/search/gigs?keyword=Premiere%20Pro');
  });

  test('names a trending skill in the page\'s language and searches it by its catalogue name; a software stays as written', async ({ page }) => {
    await page.goto('/fr/');
    const trending = page.getByRole('list', { name: 'Tendances :' }).getByRole('link');
    await expect(trending).toHaveText([FRENCH_NAMES.names['Video Editing'], 'React', 'Premiere Pro']);
    await expect(trending.first()).not.toHaveAttribute('lang', 'en');
    await expect(trending.nth(1)).toHaveAttribute('lang', 'en');
    await trending.first().click();
    await expect(page).toHaveURL('/fr/search/gigs?keyword=Video%20Editing');
  });

  test('searches with the keyword and the chosen skill, by button or Enter', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search experts' });
    await search.getByRole('combobox', { name: 'Skill' }).selectOption('3D Animation');
    await search.getByRole('searchbox', { name: 'Search' }).fill('rig a character');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search/gigs?keyword=rig+a+character&filter=3D+Animation');

    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search' }).fill('pivot tables');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL('/search/gigs?keyword=pivot+tables');
  });

  test('does not search for nothing', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search' }).fill('   ');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/');
  });

  test('lists the featured softwares, each linking to its category and software, and See more', async ({ page }) => {
    await page.goto('/');
    const section = strip(page, 'Experts based on software');
    await expect(section.getByRole('link', { name: 'See more softwares' })).toHaveAttribute('href', '/categories/software');
    const tiles = track(page, 'Experts based on software').getByRole('link');
    await expect(tiles).toHaveText([...featuredSoftwares]);
    await expect(tiles.filter({ hasText: 'Blender' })).toHaveAttribute('href', '/categories/software/3d-cad-design/blender');
    await expect(tiles.filter({ hasText: 'Premiere Pro' })).toHaveAttribute('href', '/categories/software/video-editing/premiere-pro');
    for (const href of await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/categories\/software\/[a-z0-9-]+\/[a-z0-9-]+$/);
    }
    // Icons sit in fixed boxes and load lazily.
    const icon = tiles.first().locator('img');
    await expect(icon).toHaveAttribute('loading', 'lazy');
    await expect(icon).toHaveAttribute('width', '48');
    await expect(icon).toHaveAttribute('height', '48');

    await tiles.filter({ hasText: 'Blender' }).click();
    await expect(page).toHaveURL('/categories/software/3d-cad-design/blender');
    await expect(page.getByRole('heading', { level: 1, name: 'Blender' })).toBeVisible();
  });

  test('lists the featured skills, each linking to its domain and skill, and See more', async ({ page }) => {
    await page.goto('/');
    const section = strip(page, 'Experts based on skills');
    await expect(section.getByRole('link', { name: 'See more skills' })).toHaveAttribute('href', '/categories/domain');
    const tiles = track(page, 'Experts based on skills').getByRole('link');
    await expect(tiles).toHaveText([...featuredSkills]);
    await expect(tiles.filter({ hasText: 'UI/UX Designing' })).toHaveAttribute('href', '/categories/domain/ui-ux-prototyping/ui-ux-designing');
    await section.getByRole('link', { name: 'See more skills' }).click();
    await expect(page).toHaveURL('/categories/domain');
  });

  for (const title of ['Experts based on software', 'Experts based on skills']) {
    test(`fades the arrows of '${title}' at the ends, with a 5px tolerance`, async ({ page }) => {
      await openHome(page);
      const t = track(page, title);
      const left = page.getByRole('button', { name: `Scroll ${title} left` });
      const right = page.getByRole('button', { name: `Scroll ${title} right` });
      await expect(left).toHaveAttribute('aria-disabled', 'true');
      await expect(right).toHaveAttribute('aria-disabled', 'false');
      await expect(t).toHaveJSProperty('scrollLeft', 0);

      const max = await t.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(max).toBeGreaterThan(0);
      await right.click();
      // 1200px to the right, smoothly (or to the end when less is left).
      await expect.poll(() => t.evaluate((el) => Math.round(el.scrollLeft))).toBe(Math.min(1200, max));
      await expect(left).toHaveAttribute('aria-disabled', 'false');

      await scrollTrackTo(t, 'end');
      await expect(right).toHaveAttribute('aria-disabled', 'true');
      await expect(left).toHaveAttribute('aria-disabled', 'false');
      await scrollTrackTo(t, -4);
      await expect(right).toHaveAttribute('aria-disabled', 'true');
      await scrollTrackTo(t, -12);
      await expect(right).toHaveAttribute('aria-disabled', 'false');

      await scrollTrackTo(t, 4);
      await expect(left).toHaveAttribute('aria-disabled', 'true');
      await scrollTrackTo(t, 12);
      await expect(left).toHaveAttribute('aria-disabled', 'false');
      await left.click();
      await expect.poll(() => t.evaluate((el) => el.scrollLeft)).toBe(0);
      await expect(left).toHaveAttribute('aria-disabled', 'true');
    });
  }

  test('moves the strips by keyboard too', async ({ page }) => {
    await openHome(page);
    const right = page.getByRole('button', { name: 'Scroll Experts based on software right' });
    await right.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => track(page, 'Experts based on software').evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  test('shows the coming-soon block with its sign-up invitation to a visitor', async ({ page }) => {
    await page.goto('/');
    const block = page.getByRole('region', { name: 'We are coming soon!!' });
    await expect(block).toContainText('Sign Up early to get notified first when it is LIVE');
    await expect(block.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  });

  test('keeps the layout still while it loads (images in fixed boxes)', async ({ page }) => {
    type Shift = { value: number; hadRecentInput: boolean };
    type Scope = { __shifts?: PerformanceObserver; __shift?: number };
    // Every layout shift from the first paint on, added up in the page.
    await page.addInitScript(() => {
      const scope = globalThis as unknown as Scope;
      scope.__shift = 0;
      scope.__shifts = new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Shift[]) if (!e.hadRecentInput) scope.__shift = (scope.__shift ?? 0) + e.value;
      });
      scope.__shifts.observe({ type: 'layout-shift', buffered: true });
    });
    // Wait for what could still move the layout, not for a time: every request the page makes
    // (data, code, the images it loads) has been answered, and the fonts are in.
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const shift = await page.evaluate(() => {
      const scope = globalThis as unknown as Scope;
      // Shifts not yet handed to the observer's callback are taken here.
      for (const e of (scope.__shifts?.takeRecords() ?? []) as unknown as Shift[]) if (!e.hadRecentInput) scope.__shift = (scope.__shift ?? 0) + e.value;
      return scope.__shift ?? 0;
    });
    expect(shift).toBeLessThanOrEqual(0.05);
  });
});

test('the about page tells why Qurious exists', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Curiosity deserves a live answer.');
  await expect(page.getByRole('main')).toContainText('Pre-recorded videos, articles and AI chat answers');
  await expect(page.getByRole('main')).toContainText('live follow-up question');
  await page.getByRole('link', { name: 'Browse categories' }).click();
  await expect(page).toHaveURL('/categories');
});

test.describe('home page with a session', () => {
  test("the coming-soon Sign Up button opens the authentication modal in signup mode", async ({ page }) => {
    await openHome(page);
    await page.getByRole('region', { name: 'We are coming soon!!' }).getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue with email', exact: true })).toBeVisible();
  });

  test('a signed-in user is congratulated and their early-notification wish is recorded once', async ({ page, request }) => {
    const account = await signUpByApi(request);
    const auth = { Authorization: `Bearer ${account.token}` };
    expect(await (await request.get('/api/notify-me', { headers: auth })).json()).toEqual({ notified: false, since: null });

    await storeWebSession(page, account, '/');
    const block = page.getByRole('region', { name: 'We are coming soon!!' });
    await expect(block).toContainText('Congratulations! You are on the early list: we will notify you first when it is LIVE.');
    await expect(block.getByRole('button', { name: 'Sign Up' })).toHaveCount(0);
    await expect(block).toHaveAttribute('data-state', 'signed-in-saved');
    const first = (await (await request.get('/api/notify-me', { headers: auth })).json()) as { notified: boolean; since: string };
    expect(first.notified).toBe(true);

    await page.reload();
    await expect(block).toHaveAttribute('data-state', 'signed-in-saved');
    expect(await (await request.get('/api/notify-me', { headers: auth })).json()).toEqual(first);
  });

  test('an expert in expert mode is sent to the expert dashboard, replacing home in the history', async ({ page }) => {
    const expert = await seedExpert();
    await storeWebSession(page, expert, '/', 'expert');
    await expect(page).toHaveURL(`/users/${expert.userName}/expert_dashboard`);
    // Back skips home: to the address storeWebSession wrote the session from.
    await page.goBack();
    await expect(page).toHaveURL('/robots.txt');
  });

  test('an expert in buyer mode sees the public home', async ({ page }) => {
    const expert = await seedExpert();
    await storeWebSession(page, expert, '/', 'user');
    await expect(page.getByRole('heading', { level: 1, name: 'What are you curious about today?' })).toBeVisible();
    await expect(page).toHaveURL('/');
  });
});
