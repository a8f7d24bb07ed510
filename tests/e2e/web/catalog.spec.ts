import { expect, test, type Page } from '@playwright/test';
import { skillGroupBySlug, skillGroups } from '#shared/catalog/skill-groups';
import { featuredSkills, skillByName, skills } from '#shared/catalog/skills';
import { categoryOfSoftware, softwareCategories, softwaresInCategory } from '#shared/catalog/software-categories';
import { featuredSoftwares, softwares, suggestionsForSoftware } from '#shared/catalog/softwares';
import { expectInteractive } from '../support/interactive';

const grid = (page: Page, title: string) => page.getByRole('region', { name: title }).getByRole('listitem');
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

test.describe('category pages', () => {
  test('/categories offers Softwares and Domains under a Home breadcrumb', async ({ page }) => {
    await page.goto('/categories');
    await expect(breadcrumb(page).getByRole('link')).toHaveText(['Home']);
    await expect(breadcrumb(page).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText('Categories');
    await page.getByRole('link', { name: /^Softwares/ }).click();
    await expect(page).toHaveURL('/categories/software');
    await page.goBack();
    await page.getByRole('link', { name: /^Domains/ }).click();
    await expect(page).toHaveURL('/categories/domain');
  });

  test('/categories/software shows the popular and all grids and the domain accordion', async ({ page }) => {
    await page.goto('/categories/software');
    await expect(breadcrumb(page).getByRole('link')).toHaveText(['Home', 'Categories']);
    await expect(grid(page, 'Popular softwares')).toHaveCount(featuredSoftwares.length);
    await expect(grid(page, 'All softwares')).toHaveCount(softwares.length);

    // A software with no known domain links nowhere; the others go to their domain.
    const loose = softwares.find((s) => !categoryOfSoftware(s.name));
    expect(loose).toBeDefined();
    const all = page.getByRole('region', { name: 'All softwares' });
    await expect(all.getByRole('listitem').filter({ hasText: loose?.name ?? '' }).getByRole('link')).toHaveCount(0);
    await expect(all.getByRole('link', { name: 'Figma', exact: true })).toHaveAttribute('href', '/categories/software/ui-ux-prototyping/figma');

    const domains = page.getByRole('region', { name: 'Software domains' });
    const toggles = domains.getByRole('button');
    await expect(toggles).toHaveCount(softwareCategories.length);
    const toggle = domains.getByRole('button', { name: /Video Editing/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(domains.getByRole('link', { name: 'Explore Video Editing' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const explore = domains.getByRole('link', { name: 'Explore Video Editing' });
    await expect(explore).toHaveAttribute('href', '/categories/software/video-editing');
    // Inside a domain, each software links within that domain (After Effects' primary domain is another one).
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('listitem')).toHaveCount(softwaresInCategory('video-editing').length);
    await expect(panel.getByRole('link', { name: 'After Effects' })).toHaveAttribute('href', '/categories/software/video-editing/after-effects');
    await explore.click();
    await expect(page).toHaveURL('/categories/software/video-editing');
  });

  test('the accordion opens and closes by keyboard', async ({ page }) => {
    await page.goto('/categories/domain');
    const toggle = page.getByRole('region', { name: 'Skill domains' }).getByRole('button', { name: /Writing & Editing/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Explore Writing & Editing' })).toBeFocused();
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('/categories/software/{domain} has the coloured header, the first 3 as popular and all softwares', async ({ page }) => {
    const tools = softwaresInCategory('3d-cad-design').map((s) => s.name);
    await page.goto('/categories/software/3d-cad-design');
    await expect(breadcrumb(page).getByRole('link')).toHaveText(['Home', 'Categories', 'Software']);
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText('3D & CAD Design');
    const header = page.getByRole('heading', { level: 1, name: '3D & CAD Design' });
    await expect(header).toBeVisible();
    const colour = await page.locator('.domain-header').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(colour).toMatch(/^rgb/);
    await expect(grid(page, 'Popular in 3D & CAD Design')).toHaveText(tools.slice(0, 3));
    await expect(grid(page, 'All softwares in 3D & CAD Design')).toHaveText(tools);
    await expect(page.getByRole('region', { name: 'Popular in 3D & CAD Design' }).getByRole('link', { name: 'Blender' })).toHaveAttribute(
      'href',
      '/categories/software/3d-cad-design/blender',
    );

    // The colour comes from the name: the same domain always has it, another domain has another.
    await page.goto('/categories/software/music-production');
    await expect(page.getByRole('heading', { level: 1, name: 'Music Production' })).toBeVisible();
    await expect(page.locator('.domain-header')).not.toHaveCSS('background-color', colour);
    await page.goto('/categories/software/3d-cad-design');
    await expect(page.locator('.domain-header')).toHaveCSS('background-color', colour);
  });

  test('an unknown software domain says so and links back', async ({ page }) => {
    await page.goto('/categories/software/knitting');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No softwares found for domain: knitting');
    await page.getByRole('link', { name: 'Back to all softwares' }).click();
    await expect(page).toHaveURL('/categories/software');
  });

  test('/categories/software/{domain}/{software} shows the prompt and the suggestion strip', async ({ page }) => {
    await page.goto('/categories/software/3d-cad-design/blender');
    await expect(breadcrumb(page).getByRole('link')).toHaveText(['Home', 'Categories', 'Software', '3D & CAD Design']);
    await expect(breadcrumb(page).getByRole('link', { name: '3D & CAD Design' })).toHaveAttribute('href', '/categories/software/3d-cad-design');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blender');
    await expect(page.getByRole('heading', { level: 2, name: 'What are you curious about in Blender?' })).toBeVisible();
    const chips = page.getByRole('group', { name: 'Blender suggestions' }).getByRole('link');
    await expect(chips).toHaveText([...suggestionsForSoftware('Blender')]);
    await expect(chips.filter({ hasText: 'UV Unwrapping' })).toBeVisible();
  });

  test('the suggestion arrows are enabled only when more chips lie that way', async ({ page }) => {
    await page.goto('/categories/software/3d-cad-design/blender');
    const t = page.getByRole('group', { name: 'Blender suggestions' });
    const left = page.getByRole('button', { name: 'Scroll Blender suggestions left' });
    const right = page.getByRole('button', { name: 'Scroll Blender suggestions right' });
    await expect(left).toBeDisabled();
    await expect(right).toBeEnabled();
    const max = await t.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(max).toBeGreaterThan(0);
    await right.click();
    await expect.poll(() => t.evaluate((el) => Math.round(el.scrollLeft))).toBe(Math.min(1200, max));
    await expect(left).toBeEnabled();
    await t.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect(right).toBeDisabled();
    await expect(left).toBeEnabled();
    await t.evaluate((el) => el.scrollTo({ left: el.scrollWidth - el.clientWidth - 3, behavior: 'instant' }));
    await expect(right).toBeEnabled();
    await left.click();
    await expect.poll(() => t.evaluate((el) => Math.round(el.scrollLeft))).toBe(Math.max(0, max - 3 - 1200));
  });

  test('both arrows are disabled when every chip fits, and come back when the strip narrows', async ({ page }) => {
    await page.goto('/categories/domain/audio-production/sound-designing');
    await expect(page.getByRole('button', { name: 'Scroll Sound Designing suggestions right' })).toBeEnabled();
    // The strip follows its width once the client has the page (a visitor reaches for it first).
    await expectInteractive(page);
    // Give the page room for every chip: the strip follows its width.
    await page.setViewportSize({ width: 5000, height: 720 });
    await page.locator('.catalog-page').evaluate((el) => (el.style.maxWidth = 'none'));
    await expect(page.getByRole('button', { name: 'Scroll Sound Designing suggestions right' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Scroll Sound Designing suggestions left' })).toBeDisabled();
    await page.setViewportSize({ width: 800, height: 720 });
    await expect(page.getByRole('button', { name: 'Scroll Sound Designing suggestions right' })).toBeEnabled();
  });

  test('a chip searches for its phrase', async ({ page }) => {
    await page.goto('/categories/software/3d-cad-design/blender');
    await page.getByRole('link', { name: 'UV Unwrapping', exact: true }).click();
    await expect(page).toHaveURL('/search/gigs?keyword=UV%20Unwrapping');
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('UV Unwrapping');
  });

  test('a chip with symbols is URL-encoded', async ({ page }) => {
    await page.goto('/categories/software/graphic-motion-design/photoshop');
    const chip = page.getByRole('group', { name: 'Photoshop suggestions' }).getByRole('link').filter({ hasText: '&' }).first();
    const text = (await chip.textContent()) ?? '';
    await chip.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(text);
  });

  test('a software outside the domain, or unknown, is not found', async ({ page }) => {
    await page.goto('/categories/software/video-editing/blender');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software not found in the specified domain');
    await page.goto('/categories/software/3d-cad-design/no-such-tool');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software not found in the specified domain');
    await page.goto('/categories/software/no-such-domain/blender');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software not found in the specified domain');
    await page.getByRole('link', { name: 'Back to all softwares' }).click();
    await expect(page).toHaveURL('/categories/software');
  });

  test('a software listed in two domains opens in both', async ({ page }) => {
    // After Effects' primary domain is Graphic & Motion Design; Video Editing lists it too.
    await page.goto('/categories/software/video-editing/after-effects');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('After Effects');
  });

  test('/categories/domain shows the first 8 popular skills, all skills and the skill domains', async ({ page }) => {
    await page.goto('/categories/domain');
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText('Domain');
    await expect(grid(page, 'Popular skills')).toHaveText(featuredSkills.slice(0, 8));
    await expect(grid(page, 'All skills')).toHaveCount(skills.length);
    const domains = page.getByRole('region', { name: 'Skill domains' });
    await expect(domains.getByRole('button')).toHaveCount(skillGroups.length);
    await domains.getByRole('button', { name: /Software Development & IDEs/ }).click();
    await expect(domains.getByRole('link', { name: 'Explore Software Development & IDEs' })).toHaveAttribute(
      'href',
      '/categories/domain/software-development-ides',
    );
    await expect(domains.getByRole('link', { name: 'Web Development' })).toHaveAttribute(
      'href',
      '/categories/domain/software-development-ides/web-development',
    );
    await page.getByRole('region', { name: 'Popular skills' }).getByRole('link', { name: 'Video Editing' }).click();
    await expect(page).toHaveURL('/categories/domain/video-editing/video-editing');
  });

  test('/categories/domain/{domain} has the header, the first 3 as popular and all skills', async ({ page }) => {
    const group = skillGroupBySlug('software-development-ides');
    expect(group && group.skills.length).toBeGreaterThan(3);
    await page.goto('/categories/domain/software-development-ides');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software Development & IDEs');
    await expect(grid(page, 'Popular in Software Development & IDEs')).toHaveText([...(group?.skills ?? [])].slice(0, 3));
    await expect(grid(page, 'All skills in Software Development & IDEs')).toHaveText([...(group?.skills ?? [])]);
  });

  test("an unknown skill domain shows 'No skills found for domain' with a link back", async ({ page }) => {
    await page.goto('/categories/domain/underwater-basket-weaving');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No skills found for domain: underwater-basket-weaving');
    await page.getByRole('link', { name: 'Back to all domains' }).click();
    await expect(page).toHaveURL('/categories/domain');
  });

  test('/categories/domain/{domain}/{skill} shows the suggestion chips of the skill', async ({ page }) => {
    const web = skillByName('Web Development');
    await page.goto('/categories/domain/software-development-ides/web-development');
    await expect(breadcrumb(page).getByRole('link')).toHaveText(['Home', 'Categories', 'Domain', 'Software Development & IDEs']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web Development');
    await expect(page.getByRole('heading', { level: 2, name: 'What are you curious about in Web Development?' })).toBeVisible();
    const chips = page.getByRole('group', { name: 'Web Development suggestions' }).getByRole('link');
    await expect(chips).toHaveText([...new Set([...(web?.subSkills ?? []), ...(web?.phrases ?? [])])]);
    await chips.filter({ hasText: 'State Management' }).click();
    await expect(page).toHaveURL('/search/gigs?keyword=State%20Management');
  });

  test('a skill with no sub-skills still offers its suggested phrases', async ({ page }) => {
    const sound = skillByName('Sound Designing');
    expect(sound?.subSkills).toEqual([]);
    await page.goto('/categories/domain/audio-production/sound-designing');
    await expect(page.getByRole('group', { name: 'Sound Designing suggestions' }).getByRole('link')).toHaveText([...(sound?.phrases ?? [])]);
  });

  test('an unknown skill, or one outside the domain, is not found', async ({ page }) => {
    await page.goto('/categories/domain/software-development-ides/knitting');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skill not found in the specified domain');
    await page.goto('/categories/domain/video-editing/web-development');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skill not found in the specified domain');
    await page.getByRole('link', { name: 'Back to all domains' }).click();
    await expect(page).toHaveURL('/categories/domain');
  });

  test('breadcrumb links go back up the path', async ({ page }) => {
    await page.goto('/categories/domain/software-development-ides/web-development');
    await breadcrumb(page).getByRole('link', { name: 'Domain' }).click();
    await expect(page).toHaveURL('/categories/domain');
    await breadcrumb(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
  });
});
