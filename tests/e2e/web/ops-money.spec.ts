import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { grantRole } from '#server/modules/ops/roles';
import { OPS_MONEY_MESSAGES } from '#shared/domain/ops-money';
import { OPS_MONEY_TEXTS } from '#shared/domain/ops-money-texts';
import { OPS_TEXTS } from '#shared/domain/ops-console-texts';
import type { OperatorRole } from '#shared/domain/operator-roles';
import { SECOND_FACTOR_FRESH_MS } from '#shared/domain/second-factor';
import { signUpByApi, storeWebSession, type Account } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { appCodeAt, enrolSecondFactor } from '../support/second-factor';
import { seedExpert } from '../support/seed-expert';
import { seedGig, startBookingsServer, type BookingsServer } from './bookings-support';
import { settledBooking } from './disputes-support';

const B = OPS_MONEY_TEXTS.booking;
const M = OPS_MONEY_TEXTS.money;
const R = OPS_MONEY_TEXTS.reconciliation;

let server: BookingsServer;
test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

async function pageOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  return context.newPage();
}

const appCode = (secret: string) => appCodeAt(secret, server.now());

async function operatorOn(page: Page, name: string, role: OperatorRole): Promise<Account> {
  const account = await signUpByApi(page.request, { name, baseURL: server.baseURL, verify: true, mailDir: server.mailDir });
  await grantRole(server.deps.db, { email: account.email, role, reason: 'Works the money desk', by: { kind: 'command-line', user: 'playwright', host: 'e2e' }, at: server.now() });
  return account;
}

/** Confirms the step-up dialog with the app's code. */
async function stepUp(page: Page, secret: string) {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill(appCode(secret));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

/**
 * Finance in the console: from a buyer's page to the booking's timeline, the session settled again
 * after the step-up (the timeline then shows the operator and the correcting ledger rows); a failed
 * payout left in the wallet; a reconciliation run now. A viewer sees the same pages without a form.
 */
test('finance settles a session again, closes a failed payout and reconciles; a viewer only reads', async ({ browser }) => {
  test.setTimeout(180_000);
  const expert = await seedExpert(server.dataDir);
  const title = `Blender money session ${Date.now().toString(36)}`;
  const gigId = await seedGig(server, expert.userName, title);
  const financePage = await pageOn(browser);
  const buyer = await signUpByApi(financePage.request, { name: 'Bea Buyer', baseURL: server.baseURL, verify: true, mailDir: server.mailDir });
  const bookingId = await settledBooking(financePage, server, buyer, expert, gigId);
  const finance = await operatorOn(financePage, 'Fin Finance', 'finance');
  const secret = await enrolSecondFactor(financePage.request, server, finance);
  server.advance(SECOND_FACTOR_FRESH_MS + 60_000);
  const db = server.deps.db.kysely;

  await test.step('finance opens the booking from the buyer\'s page and settles it again after the step-up', async () => {
    await storeWebSession(financePage, finance, `/ops/users/${buyer.user._id}`);
    await financePage.getByRole('link', { name: title }).first().click();
    await expect(financePage.getByTestId('ops-booking-stage')).toHaveText('completed');
    const timeline = financePage.getByTestId('ops-booking-timeline');
    await expect(timeline).toContainText(B.actors.buyer);
    await expect(timeline).toContainText(B.actors.expert);
    const form = financePage.getByTestId('ops-booking-resettle');
    await form.getByRole('button', { name: B.resettleSubmit }).click();
    await expect(form.getByText(OPS_MONEY_MESSAGES.outcome)).toBeVisible();
    await form.getByRole('radio', { name: 'expert_no_show' }).check();
    await form.getByRole('textbox', { name: B.reason }).fill('The recording shows the expert never joined');
    for (const width of [390, 1280]) {
      await financePage.setViewportSize({ width, height: 900 });
      expect({ width, findings: await seriousViolations(financePage, { include: '#main' }) }).toEqual({ width, findings: [] });
    }
    await form.getByRole('button', { name: B.resettleSubmit }).click();
    await stepUp(financePage, secret);
    await expect(financePage.getByRole('status').filter({ hasText: B.resettled })).toBeVisible();
    await expect(financePage.getByTestId('ops-booking-stage')).toHaveText('expert_no_show');
    await expect(timeline).toContainText(`${B.actors.operator}: Fin Finance`);
    await expect(timeline).toContainText('The recording shows the expert never joined');
    await expect(timeline).toContainText(B.row('buyer', 'correction_credit', 10));
    const rows = await db.selectFrom('wallet_ledger').select('credits').where('booking_id', '=', bookingId).execute();
    expect(rows.reduce((s, r) => s + Number(r.credits), 0)).toBe(0);
  });

  await test.step('finance leaves a failed payout in the wallet, then runs the reconciliation', async () => {
    const payoutId = randomUUID();
    const at = server.now().toISOString();
    await db
      .insertInto('payouts')
      .values({ id: payoutId, user_id: expert.user._id, credits: 100, amount_minor: 100_000, currency: 'INR', method: 'upi', details_json: 'sealed', masked: 'ex•••@okbank', status: 'failed', provider: 'test', provider_ref: null, failure_reason: 'Beneficiary bank offline', request_id: null, created_at: at, updated_at: at })
      .execute();
    await financePage.getByRole('navigation', { name: OPS_TEXTS.nav.label }).getByRole('link', { name: OPS_MONEY_TEXTS.nav.money }).click();
    const row = financePage.getByTestId('ops-payout').filter({ hasText: 'Beneficiary bank offline' });
    await row.getByRole('textbox', { name: M.reason }).fill('The account is closed');
    await row.getByRole('button', { name: M.returnToWallet }).click();
    await expect(financePage.getByRole('status').filter({ hasText: M.returned })).toBeVisible();
    await expect(financePage.getByTestId('ops-payout').filter({ hasText: 'Beneficiary bank offline' })).toHaveCount(0);

    await financePage.getByRole('link', { name: M.reconciliation }).click();
    const run = financePage.getByTestId('ops-reconcile-now');
    await run.getByRole('textbox', { name: R.reason }).fill('Checking today so far');
    await run.getByRole('button', { name: R.runNow }).click();
    await expect(financePage.getByTestId('ops-reconciliation-clean')).toHaveText(R.none);
    // The server's clock runs hours ahead of the wall clock here, so the daily job's run of a day just
    // over may stand beside the operator's: count the operator's runs only.
    const runs = financePage.getByTestId('ops-reconciliation-runs').getByRole('row');
    await expect(runs.filter({ has: financePage.getByRole('cell', { name: 'operator', exact: true }) })).toHaveCount(1);
  });

  await test.step('a viewer reads the booking, the payouts and the runs without any form', async () => {
    const viewerPage = await pageOn(browser);
    const viewer = await operatorOn(viewerPage, 'Vi Viewer', 'viewer');
    await storeWebSession(viewerPage, viewer, `/ops/bookings/${bookingId}`);
    await expect(viewerPage.getByTestId('ops-booking-timeline')).toContainText('Fin Finance');
    await expect(viewerPage.getByTestId('ops-booking-resettle')).toHaveCount(0);
    await viewerPage.goto('/ops/money');
    await expect(viewerPage.getByText(M.readOnly)).toBeVisible();
    await expect(viewerPage.getByTestId('ops-payout-actions')).toHaveCount(0);
    await viewerPage.goto('/ops/money/reconciliation');
    await expect(viewerPage.getByTestId('ops-reconciliation-runs')).toBeVisible();
    await expect(viewerPage.getByTestId('ops-reconcile-now')).toHaveCount(0);
  });
});
