import { expect, test, type Page } from '@playwright/test';
import { demoMarketplaceSeeder } from '#server/seed/demo/index';
import { planDemoMarketplace } from '#server/seed/demo/plan';
import { expertMessages } from '#shared/domain/expert-rules';
import { STORAGE_KEYS } from '#platform/storage-keys';
import enSearch from '#locales/en/search';
import { signUpByApi } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { expectInteractive } from '../support/interactive';
import { startE2eServer, type E2eServer } from '../support/server';

/** A card's starting price as the English catalogue writes it. */
const fromCredits = (n: number) => (n === 1 ? enSearch['fromCredits_one'] : enSearch['fromCredits_other']).replace('{{n}}', n.toLocaleString('en'));

/**
 * Live search on the demo marketplace (its own server, seeded like a first `npm start`): from the
 * home hero and from a category chip, filters kept in the URL, pages, a gig and its expert.
 */
let server: E2eServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startE2eServer(0);
  await demoMarketplaceSeeder.run(server.deps);
});
test.afterAll(async () => server?.close());

const url = (path: string) => `${server.baseURL}${path}`;
const count = (page: Page) => page.getByRole('status').filter({ hasText: /results?$/ });
const cards = (page: Page, section: string) =>
  page.getByRole('region', { name: section }).getByTestId('gig-card');

async function apiTotal(page: Page, query: string): Promise<number> {
  const res = await page.request.get(url(`/api/gigs/search?${query}`));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

test('searches from the home hero, applies filters kept in the URL, and Back undoes them', async ({ page }) => {
  await page.goto(url('/'));
  const hero = page.getByRole('search', { name: 'Search experts' }).first();
  await hero.getByRole('searchbox').fill('blender');
  await hero.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/search\/gigs\?keyword=blender$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Experts for blender' })).toBeVisible();
  const total = await apiTotal(page, 'keyword=blender');
  expect(total).toBeGreaterThan(0);
  await expect(count(page)).toHaveText(`${total} result${total === 1 ? '' : 's'}`);
  await expect(cards(page, 'All Experts').first()).toBeVisible();
  // Every match fits on the page: no Top Experts row repeats its cards.
  expect(total).toBeLessThanOrEqual(12);
  await expect(page.getByRole('region', { name: 'Top Experts' })).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search keywords' })).toHaveValue('blender');

  // The old results stay on screen while the sorted ones load: compare the cards with the page's
  // own sorted answer, retrying until they show it.
  const sortedAnswer = page.waitForResponse((r) => {
    const u = new URL(r.url());
    return u.pathname === '/api/gigs/search' && u.searchParams.get('sortBy') === 'lowest-price';
  });
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest price' });
  await expect(page).toHaveURL(/keyword=blender&sortBy=lowest-price$/);
  const { items } = (await (await sortedAnswer).json()) as { items: Array<{ startingPrice: number | null }> };
  const credits = items.flatMap((g) => (g.startingPrice === null ? [] : [g.startingPrice]));
  expect(credits.length).toBeGreaterThan(1);
  expect(credits).toEqual([...credits].sort((a, b) => a - b));
  await expect(cards(page, 'All Experts').locator('.search-card-price')).toHaveText(credits.map(fromCredits));

  await page.getByRole('combobox', { name: 'Rating' }).selectOption({ label: 'At least 4 stars' });
  await expect(page).toHaveURL(/keyword=blender&rating=4&sortBy=lowest-price$/);
  const rated = await apiTotal(page, 'keyword=blender&rating=4');
  await expect(count(page)).toHaveText(`${rated} result${rated === 1 ? '' : 's'}`);

  // A shared link opens the same search.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Rating' })).toHaveValue('4');
  await expect(count(page)).toHaveText(`${rated} result${rated === 1 ? '' : 's'}`);

  await page.goBack();
  await expect(page).toHaveURL(/keyword=blender&sortBy=lowest-price$/);
  await expect(page.getByRole('combobox', { name: 'Rating' })).toHaveValue('');
  await expect(count(page)).toHaveText(`${total} result${total === 1 ? '' : 's'}`);
});

test('searches from a category chip and updates the results while typing', async ({ page }) => {
  await page.goto(url('/categories/software/video-editing/premiere-pro'));
  const chip = page.locator('a.suggestion-chip').first();
  const text = (await chip.textContent())?.trim() ?? '';
  await chip.click();
  await expect(page).toHaveURL(`${server.baseURL}/search/gigs?keyword=${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Experts for ${text}` })).toBeVisible();
  await expect(count(page)).toHaveText(/^\d+ results?$/);

  const box = page.getByRole('searchbox', { name: 'Search keywords' });
  await box.fill('figm');
  await expect(page).toHaveURL(/keyword=figm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Experts for figm' })).toBeVisible();
  const total = await apiTotal(page, 'keyword=figm');
  expect(total).toBeGreaterThan(0);
  await expect(count(page)).toHaveText(`${total} result${total === 1 ? '' : 's'}`);
});

test('pages through every gig, with Top Experts on page 1 only', async ({ page }) => {
  await page.goto(url('/search/gigs'));
  await expect(page.getByRole('heading', { level: 1, name: 'Explore experts' })).toBeVisible();
  await expect(count(page)).toHaveText('132 results');
  await expect(cards(page, 'Top Experts')).toHaveCount(3);
  await expect(cards(page, 'All Experts')).toHaveCount(12);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/search\/gigs\?page=2$/);
  await expect(page.getByRole('region', { name: 'Top Experts' })).toHaveCount(0);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('Page 2');
  await page.goBack();
  await expect(cards(page, 'Top Experts')).toHaveCount(3);
});

test('shows an empty state with searches to try instead', async ({ page }) => {
  await page.goto(url('/search/gigs?keyword=zzqxv&expertise=beginner'));
  await expect(page.getByRole('heading', { name: 'No experts found' })).toBeVisible();
  await expect(count(page)).toHaveText('0 results');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/search\/gigs\?keyword=zzqxv$/);
  await page.getByRole('list', { name: 'Try one of these searches:' }).getByRole('link', { name: 'React' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Experts for React' })).toBeVisible();
  await expect(cards(page, 'All Experts').first()).toBeVisible();
});

test('a search offers to post a request above and below its results and when nothing is found, the keyword carried to the form', async ({ page }) => {
  const offers = page.getByRole('main').getByRole('link', { name: enSearch['postRequest'] });
  await page.goto(url('/search/gigs?keyword=blender'));
  await expect(cards(page, 'All Experts').first()).toBeVisible();
  await expect(offers).toHaveCount(2);
  for (const offer of await offers.all()) await expect(offer).toHaveAttribute('href', '/requests/new?keyword=blender');
  await page.goto(url('/search/gigs?keyword=zzqxv'));
  await expect(page.getByRole('heading', { name: 'No experts found' })).toBeVisible();
  await expect(offers).toHaveCount(1);
  await expect(offers).toHaveAttribute('href', '/requests/new?keyword=zzqxv');

  const account = await signUpByApi(page.request, { baseURL: server.baseURL, name: 'Rhea Request' });
  await page.evaluate(
    ({ keys, token, user }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    { keys: STORAGE_KEYS, token: account.token, user: account.user },
  );
  await page.goto(url('/search/gigs?keyword=Blender'));
  await offers.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post a request' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Blender');
  await expect(page.getByLabel('Software')).toHaveValue('Blender');
});

test('opens a gig with its gallery and packages, asks a visitor to sign in to book, then opens the expert', async ({ page }) => {
  await page.goto(url('/search/gigs?keyword=premiere'));
  const first = cards(page, 'All Experts').first();
  const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
  await first.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/gigs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const image = page.getByRole('region', { name: 'Gallery' }).getByRole('img', { name: title });
  await expect(image).toBeVisible();
  // Visible is not loaded: wait for the decoded image, in the cover's proportion. It comes with its
  // 360 and 720 px copies in a srcset (the browser picks one for the width it is shown at).
  await expect(image).toHaveAttribute('srcset', /\?w=360 360w, .+\?w=720 720w, .+ 1280w$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && Math.abs(img.naturalWidth / img.naturalHeight - 1280 / 769) < 0.01))
    .toBe(true);
  await expect(page.getByRole('list', { name: 'Softwares' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tags' }).getByRole('link').first()).toBeVisible();

  const packages = page.getByRole('region', { name: 'Packages' });
  await expect(packages.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
  // Keys pressed on the server-drawn page before the client takes it over do nothing (only clicks are kept).
  await expectInteractive(page);
  await packages.getByRole('tab', { name: 'Basic' }).press('ArrowRight');
  await expect(packages.getByRole('tab', { name: 'Standard' })).toHaveAttribute('aria-selected', 'true');
  await expect(packages.getByRole('tabpanel')).toContainText('credits');
  await packages.getByRole('button', { name: 'Book Standard' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.keyboard.press('Escape');

  const expertLink = page.getByRole('region', { name: 'About the expert' }).getByRole('link', { name: 'View profile' });
  const href = (await expertLink.getAttribute('href')) ?? '';
  const userName = decodeURIComponent(href.replace('/experts/', ''));
  await expertLink.click();
  await expect(page).toHaveURL(url(href));
  const expert = planDemoMarketplace().experts.find((e) => e.userName === userName);
  if (!expert) throw new Error(`no demo expert ${userName}`);
  await expect(page.getByRole('heading', { level: 1, name: expert.displayName })).toBeVisible();
  await expect(page.getByText(`@${userName}`)).toBeVisible();
  await expect(page.getByText(/^Member since \w+ \d{4}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Languages' })).toContainText('English');
  await expect(page.getByRole('region', { name: `Gigs by ${expert.displayName}` }).getByTestId('gig-card')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Skills' })).toContainText(expert.skills[0]?.skill ?? '');
  const body = await page.locator('main').innerText();
  expect(body).not.toMatch(new RegExp(`\\b${expert.lastName}\\b`));
  expect(body).not.toContain(expert.phone.slice(2));
});

test('a visitor who signs in from a Book button comes back to that package in the booking dialog', async ({ page, request }) => {
  const account = await signUpByApi(request, { baseURL: server.baseURL, name: 'Bea Returning' });
  const gig = await server.deps.db.kysely.selectFrom('gigs').select('id').where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  await page.goto(url(`/gigs/${gig.id}`));
  await expectInteractive(page);
  const packages = page.getByRole('region', { name: 'Packages' });
  await packages.getByRole('tab', { name: 'Standard' }).click();
  await packages.getByRole('button', { name: 'Book Standard' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue with email/username' }).click();
  await dialog.getByLabel('Email or username').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  const booking = page.getByRole('dialog', { name: 'Book a session' });
  await expect(booking).toBeVisible();
  await expect(booking.getByRole('radio', { name: /^Standard/ })).toBeChecked();
});

test('on a phone the Book bar stays in view while the reviews are read, and opens booking', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const gig = await server.deps.db.kysely.selectFrom('gigs').select('id').where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  await page.goto(url(`/gigs/${gig.id}`));
  await expectInteractive(page);
  const bar = page.getByTestId('gig-book-bar');
  await expect(bar).toContainText(/^From \d+ credits?Book$/);
  await page.getByRole('heading', { name: 'Reviews' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeInViewport();
  await expect(bar.getByRole('button')).toBeInViewport();
  await bar.getByRole('button').click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  // A wide screen keeps the packages beside the page: no bar there.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(bar).toBeHidden();
});

test('answers a clear page for a gig or an expert that does not exist', async ({ page }) => {
  await page.goto(url('/gigs/no-such-gig'));
  await expect(page.getByRole('heading', { level: 1, name: 'Gig not found.' })).toBeVisible();
  await page.goto(url('/experts/nobody.here'));
  await expect(page.getByRole('heading', { level: 1, name: 'Expert not found.' })).toBeVisible();
});

test('the search, gig and expert pages have no serious or critical accessibility violations', async ({ page }) => {
  await page.goto(url('/search/gigs?keyword=design'));
  await expect(cards(page, 'All Experts').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(url('/search/gigs?keyword=zzqxv'));
  await expect(page.getByRole('heading', { name: 'No experts found' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(url('/search/gigs'));
  await cards(page, 'All Experts').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('region', { name: 'Packages' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('region', { name: 'About the expert' }).getByRole('link', { name: 'View profile' }).click();
  await expect(page.getByText(/^Member since/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the expert wizard's step 2 takes an hourly rate in whole credits, shows it in rupees and keeps it", async ({ page }) => {
  const account = await signUpByApi(page.request, { baseURL: server.baseURL, name: 'Rita Rate' });
  await page.goto(url('/about'));
  await page.evaluate(
    ({ keys, token, user }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    { keys: STORAGE_KEYS, token: account.token, user: account.user },
  );
  await page.goto(url('/become_expert/professional_info'));
  await page.getByRole('combobox', { name: 'Profession 1', exact: true }).selectOption('Software Engineer');
  await page.getByLabel('From (profession 1)').selectOption('2015');
  await page.getByLabel('To (profession 1)').selectOption('Present');
  await page.getByLabel('Skill', { exact: true }).selectOption('Web Development');
  await page.getByLabel('Skill level').selectOption('Expert');
  await page.getByLabel('Experience').selectOption('5 years');
  await page.getByRole('group', { name: 'Add a skill' }).getByRole('button', { name: 'Add' }).click();
  await page.getByRole('combobox', { name: 'Softwares' }).fill('Fig');
  await page.getByRole('option', { name: 'Figma' }).click();

  const rate = page.getByRole('textbox', { name: 'Hourly rate (credits)' });
  await expect(page.getByText('Optional. In credits, like every price (1 credit = ₹10).')).toBeVisible();
  await rate.fill('4x5');
  await expect(rate).toHaveValue('45');
  await expect(page.locator('#be-hourly-rate-value')).toHaveText('45 credits = ₹450');
  await rate.fill('0');
  await expect(page.locator('#be-hourly-rate-value')).toHaveText('');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(expertMessages.hourlyRateInvalid)).toBeVisible();
  await expect(page).toHaveURL(/professional_info$/);
  await rate.fill('440');
  await expect(page.locator('#be-hourly-rate-value')).toHaveText('440 credits = ₹4400');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/account_security$/);
  // Back with the wizard's own button: going back through the browser's history sometimes loads a
  // document (page.goBack() then met ERR_ABORTED, history.back() in page.evaluate a destroyed context).
  await page.locator('.be-step-nav').getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/professional_info$/);
  await expect(page.getByRole('textbox', { name: 'Hourly rate (credits)' })).toHaveValue('440');
});

/** An hourly rate as the expert pages write it in English: "1,120 credits = ₹11200 an hour". */
const perHour = (credits: number) => `${credits.toLocaleString('en')} credit${credits === 1 ? '' : 's'} = ₹${credits * 10} an hour`;

test('filters by hourly rate in credits and shows the rate in credits with rupees on the gig and expert pages', async ({ page }) => {
  await page.goto(url('/search/gigs'));
  const filter = page.getByRole('combobox', { name: 'Hourly rate' });
  await expect(filter.locator('option')).toHaveText(['Any', '0–200 credits', '200–400 credits', '400–800 credits', '800+ credits']);
  await filter.selectOption({ label: '400–800 credits' });
  await expect(page).toHaveURL(/\/search\/gigs\?hourlyRate=400-800$/);
  const total = await apiTotal(page, 'hourlyRate=400-800');
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(await apiTotal(page, ''));
  await expect(count(page)).toHaveText(`${total} result${total === 1 ? '' : 's'}`);

  await cards(page, 'All Experts').first().getByRole('heading').getByRole('link').click();
  const expertCard = page.getByRole('region', { name: 'About the expert' });
  await expect(expertCard).toBeVisible();
  const userName = ((await expertCard.locator('.gig-expert-user').textContent()) ?? '').replace(/^@/, '');
  const res = await page.request.get(url(`/api/public/experts/${encodeURIComponent(userName)}`));
  const { hourlyRate } = ((await res.json()) as { expert: { hourlyRate: number } }).expert;
  expect(hourlyRate).toBeGreaterThanOrEqual(400);
  expect(hourlyRate).toBeLessThan(800);
  await expect(expertCard.getByText(perHour(hourlyRate))).toBeVisible();

  await expertCard.getByRole('link', { name: 'View profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(perHour(hourlyRate))).toBeVisible();
  await expect(page.getByText(/\$\d/)).toHaveCount(0);
});

test('a software page lists its experts and gigs below the chips, rendered on the server, at phone width too', async ({ page }) => {
  const path = '/categories/software/graphic-motion-design/photoshop';
  // The gigs come with the page's first byte, as on the other public pages.
  const html = await (await page.request.get(url(path))).text();
  expect(html).toContain('Photoshop gigs');
  expect(html).toContain('data-testid="gig-card"');

  const total = await apiTotal(page, 'keyword=Photoshop&exact=1');
  expect(total).toBeGreaterThan(0);
  await page.goto(url(path));
  const gigs = cards(page, 'Photoshop gigs');
  await expect(gigs).toHaveCount(Math.min(total, 12));
  const experts = page.getByRole('region', { name: 'Photoshop experts' }).getByRole('link');
  await expect(experts.first()).toBeVisible();
  // No card shows twice on the page.
  const titles = await page.getByTestId('gig-card').getByRole('heading').allTextContents();
  expect(new Set(titles).size).toBe(titles.length);
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(gigs.first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // By keyboard: an expert's link opens their page.
  await experts.first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/experts\//);
});

test('a skill domain page shows its most booked gigs', async ({ page }) => {
  await page.goto(url('/categories/domain/video-editing'));
  await expect(page.getByRole('heading', { level: 1, name: 'Video Editing' })).toBeVisible();
  await expect(cards(page, 'Most booked in Video Editing').first()).toBeVisible();
});

test("a topic chip finds its software's gigs instead of nothing", async ({ page }) => {
  await page.goto(url('/categories/software/graphic-motion-design/photoshop'));
  await page.getByRole('link', { name: 'Retouching', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Experts for Retouching' })).toBeVisible();
  await expect(count(page)).not.toHaveText(/^(0 results|Loading results…)$/);
  await expect(cards(page, 'All Experts').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No experts found' })).toHaveCount(0);
});

test('the heading names the corrected word, and the languages offered are those experts speak', async ({ page }) => {
  await page.goto(url('/search/gigs?keyword=photshop'));
  await expect(page.getByRole('heading', { level: 1, name: 'Experts for photoshop' })).toBeVisible();
  await expect(page.getByTestId('search-corrected').getByRole('link', { name: 'photshop' })).toBeVisible();

  const res = await page.request.get(url('/api/search/languages'));
  const { languages } = (await res.json()) as { languages: string[] };
  expect(languages.length).toBeGreaterThan(2);
  await expect(page.getByRole('combobox', { name: 'Languages' }).getByRole('option')).toHaveText(['Any', ...languages]);
});
