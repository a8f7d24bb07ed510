import { expect, test, type Browser, type Page } from '@playwright/test';
import { grantRole } from '#server/modules/ops/roles';
import { OPS_TEXTS } from '#shared/domain/ops-console-texts';
import { OPS_REPORTS_TEXTS } from '#shared/domain/ops-reports-texts';
import { SECOND_FACTOR_FRESH_MS } from '#shared/domain/second-factor';
import { signUpByApi, storeWebSession } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { expectInteractive } from '../support/interactive';
import { seedExpert } from '../support/seed-expert';
import { seedGig, startBookingsServer, type BookingsServer } from './bookings-support';
import { appCodeAt, enrolSecondFactor } from '../support/second-factor';

const T = OPS_REPORTS_TEXTS;

let server: BookingsServer;
test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

async function pageOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  return context.newPage();
}

/** The ids a keyword search finds, as the search page asks for them. */
async function found(page: Page, keyword: string): Promise<string[]> {
  const res = await page.request.get(`${server.baseURL}/api/gigs/search?keyword=${encodeURIComponent(keyword)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Array<{ _id: string }> }).items.map((i) => i._id);
}

/**
 * A buyer reports an abusive gig from its page (the dialog, by keyboard); a trust operator whose
 * second factor has grown old hides it from the reports queue after the step-up; the gig is then
 * gone from search and its page, and the report is closed.
 */
test('a reported gig is hidden from the queue by trust and leaves search', async ({ browser }) => {
  test.setTimeout(180_000);
  const expert = await seedExpert(server.dataDir);
  const word = `zorbulate${Date.now().toString(36)}`;
  const title = `Double your money with ${word} crypto tips`;
  const gigId = await seedGig(server, expert.userName, title);
  const buyerPage = await pageOn(browser);
  const trustPage = await pageOn(browser);
  const buyer = await signUpByApi(buyerPage.request, { name: 'Rita Reporter', baseURL: server.baseURL });
  await expect.poll(() => found(buyerPage, word)).toEqual([gigId]);

  await test.step('the buyer reports the gig from its page', async () => {
    await storeWebSession(buyerPage, buyer, `/gigs/${gigId}`);
    await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Keys pressed on the server-drawn page before the client takes it over do nothing.
    await expectInteractive(buyerPage);
    const button = buyerPage.getByRole('button', { name: 'Report this gig' });
    await button.focus();
    await buyerPage.keyboard.press('Enter');
    const dialog = buyerPage.getByRole('dialog', { name: `Report the gig "${title}"` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Scam or fraud' });
    await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('Promises to double money sent to a wallet.');
    expect(await seriousViolations(buyerPage, { include: '[role="dialog"]' })).toEqual([]);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thank you. Our team will look at this report.');
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toHaveCount(0);
  });

  const trust = await signUpByApi(trustPage.request, { name: 'Tess Trust', baseURL: server.baseURL, verify: true, mailDir: server.mailDir });
  await grantRole(server.deps.db, { email: trust.email, role: 'trust', reason: 'Works trust and safety', by: { kind: 'command-line', user: 'playwright', host: 'e2e' }, at: server.now() });
  const secret = await enrolSecondFactor(trustPage.request, server, trust);
  // The enrolment's pass grows old: hiding will ask for a code again.
  server.advance(SECOND_FACTOR_FRESH_MS + 60_000);

  await test.step('trust finds the report in the queue and hides the gig after the step-up', async () => {
    await storeWebSession(trustPage, trust, '/ops');
    await trustPage.getByRole('navigation', { name: OPS_TEXTS.nav.label }).getByRole('link', { name: T.nav }).click();
    const card = trustPage.getByTestId('ops-report').filter({ hasText: title });
    await expect(card).toContainText('Promises to double money sent to a wallet.');
    await expect(card.getByTestId('ops-report-triage')).toHaveCount(0);
    const form = card.getByTestId('ops-content-hide');
    await form.getByRole('textbox', { name: T.reason }).fill('Promises returns on money sent');
    await form.getByRole('button', { name: T.hide('gig') }).click();
    const stepUp = trustPage.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(stepUp).toBeVisible();
    await stepUp.getByRole('textbox').fill(appCodeAt(secret, server.now()));
    await stepUp.getByRole('button', { name: 'Confirm' }).click();
    await expect(trustPage.getByRole('status').filter({ hasText: T.content.hidden('gig') })).toBeVisible();
    await expect(trustPage.getByTestId('ops-report').filter({ hasText: title })).toHaveCount(0);
  });

  await test.step("support closes a report of the expert for a suspension and is sent to the account's page", async () => {
    const other = await signUpByApi(buyerPage.request, { name: 'Otto Other', baseURL: server.baseURL });
    const sent = await buyerPage.request.post(`${server.baseURL}/api/reports/content`, {
      headers: { Authorization: `Bearer ${other.token}` },
      data: { kind: 'expert', id: expert.userName, reason: 'scam' },
    });
    expect(sent.status()).toBe(201);
    const supportPage = await pageOn(browser);
    const support = await signUpByApi(supportPage.request, { name: 'Sol Support', baseURL: server.baseURL });
    await grantRole(server.deps.db, { email: support.email, role: 'support', reason: 'Works the support desk', by: { kind: 'command-line', user: 'playwright', host: 'e2e' }, at: server.now() });
    await enrolSecondFactor(supportPage.request, server, support);
    await storeWebSession(supportPage, support, '/ops/reports');
    const card = supportPage.getByTestId('ops-report').filter({ hasText: `@${expert.userName}` });
    await expect(card.getByTestId('ops-content-hide')).toHaveCount(0);
    const form = card.getByTestId('ops-report-triage');
    await form.getByRole('radio', { name: T.actions.suspend }).check();
    await form.getByRole('textbox', { name: T.reason }).fill('Third scam report this week');
    await form.getByRole('button', { name: T.submit }).click();
    await supportPage.getByRole('link', { name: /^The report is closed: suspend/ }).click();
    await expect(supportPage).toHaveURL(new RegExp(`/ops/users/${expert.user._id}$`));
  });

  await test.step('the gig is gone from search and its page; the report is closed as hidden', async () => {
    await expect.poll(() => found(buyerPage, word)).toEqual([]);
    await buyerPage.goto(`/gigs/${gigId}`);
    await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
    const db = server.deps.db.kysely;
    const closed = await db.selectFrom('user_reports').select(['status', 'outcome']).where('target_id', '=', gigId).executeTakeFirstOrThrow();
    expect(closed).toEqual({ status: 'closed', outcome: 'hide' });
    expect(await db.selectFrom('audit_log').select(['action', 'role']).where('target_id', '=', gigId).execute()).toEqual([{ action: 'content.hide', role: 'trust' }]);
  });
});
