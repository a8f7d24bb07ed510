import { expect, test, type Browser, type Page } from '@playwright/test';
import { OPS_TEXTS } from '#shared/domain/ops-console-texts';
import { OPS_MONEY_TEXTS } from '#shared/domain/ops-money-texts';
import { OPS_TICKETS_TEXTS } from '#shared/domain/ops-tickets-texts';
import { ROLE_REFUSED_CODE } from '#shared/domain/operator-roles';
import { backupSourceOf, takeBackup } from '#server/modules/backups/backup';
import { runDrill } from '#server/modules/backups/drill';
import { signUpByApi, storeWebSession } from '../support/accounts';
import { startBookingsServer, type BookingsServer } from './bookings-support';
import { grantFromCommandLine } from './second-factor-support';

let server: BookingsServer;
test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

async function pageOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  return context.newPage();
}

/**
 * The buttons a console page may show a viewer: they search, filter, page, download or open what a
 * viewer may read. Any other button in the page's main part counts as an action.
 */
const READ_BUTTONS = new Set<string>([
  OPS_TEXTS.retry,
  OPS_TEXTS.users.search,
  OPS_TEXTS.users.previous,
  OPS_TEXTS.users.next,
  OPS_TEXTS.user.open,
  OPS_MONEY_TEXTS.booking.findSubmit,
  OPS_TEXTS.audit.apply,
  OPS_TEXTS.audit.download,
  OPS_TEXTS.audit.downloading,
  OPS_TEXTS.audit.more,
  OPS_TEXTS.audit.first,
  OPS_TEXTS.disputes.previous,
  OPS_TEXTS.disputes.next,
  OPS_TICKETS_TEXTS.previous,
  OPS_TICKETS_TEXTS.next,
]);

/** The names of the page's buttons that are not reading ones. */
async function actionButtons(page: Page): Promise<string[]> {
  const names = await page.locator('#main').getByRole('button').evaluateAll((buttons) => buttons.map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()));
  return names.filter((name) => !READ_BUTTONS.has(name));
}

/** No action on the page: no button marked `ops-action`, no decision or ticket form, no button but the reading ones. */
async function expectNoActions(page: Page, where: string) {
  for (const id of ['ops-action', 'ops-decide', 'ops-ticket-answer', 'ops-ticket-status']) {
    await expect(page.getByTestId(id), `${id} on ${where}`).toHaveCount(0);
  }
  expect({ where, actions: await actionButtons(page) }).toEqual({ where, actions: [] });
}

/**
 * A viewer reads every console page and can press nothing: home, accounts, an account's page, disputes,
 * the audit trail and the tickets show no action; an action asked of the API directly answers 403.
 * Support, on the same ticket, does see its actions (so both checks above look for what is there).
 */
test('a viewer browses the whole console without an action to press; the API refuses one sent directly', async ({ browser }) => {
  test.setTimeout(120_000);
  const viewerPage = await pageOn(browser);
  const viewer = await signUpByApi(viewerPage.request, { name: 'Vera Viewer', baseURL: server.baseURL });
  await grantFromCommandLine(server, viewer.email, 'viewer', 'Reads the console');
  const target = await signUpByApi(viewerPage.request, { name: `Tara Target ${Date.now().toString(36)}`, baseURL: server.baseURL });
  const subject = `Wallet shows zero ${Date.now().toString(36)}`;
  const opened = await viewerPage.request.post(`${server.baseURL}/api/support/tickets`, {
    data: { topic: 'credits', subject, message: 'I bought credits and the wallet shows zero.', email: 'visitor@example.com' },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const { id: ticketId } = (await opened.json()) as { id: string };

  await test.step('home, with the backup and the drill the server just ran', async () => {
    const { config, db, clock } = server.deps;
    const backup = await takeBackup(backupSourceOf(config, db), config.backups, clock);
    const drill = await runDrill(config, db, clock);
    const backupRow = await db.kysely.selectFrom('backup_runs').select('finished_at').where('id', '=', backup.manifest.canary).executeTakeFirstOrThrow();
    await storeWebSession(viewerPage, viewer, '/ops');
    const figures = viewerPage.getByTestId('ops-home-figures');
    await expect(figures).toContainText(OPS_TICKETS_TEXTS.homeOpen);
    const B = OPS_TEXTS.home.backups;
    await expect(figures.locator('div').filter({ hasText: B.state })).toContainText(B.states.ok);
    await expect(figures.locator('div').filter({ hasText: B.lastBackup })).toContainText(backupRow.finished_at ?? 'unfinished');
    await expect(figures.locator('div').filter({ hasText: B.lastDrill })).toContainText(
      B.drill('', Math.round(drill.rpoMs / 1000), Math.round(Math.round(drill.rtoMs) / 1000)),
    );
    await expectNoActions(viewerPage, 'home');
  });
  const nav = viewerPage.getByRole('navigation', { name: OPS_TEXTS.nav.label });

  await test.step("accounts and an account's page", async () => {
    await nav.getByRole('link', { name: OPS_TEXTS.nav.users }).click();
    const search = viewerPage.getByRole('searchbox', { name: OPS_TEXTS.users.searchLabel });
    await search.fill(target.user.name);
    await search.press('Enter');
    await viewerPage.getByRole('link', { name: target.user.name }).click();
    await expect(viewerPage.getByTestId('ops-account')).toContainText(target.email);
    await expectNoActions(viewerPage, "an account's page");
  });

  await test.step('disputes and the audit trail', async () => {
    await nav.getByRole('link', { name: OPS_TEXTS.nav.disputes }).click();
    await expect(viewerPage.getByRole('heading', { name: OPS_TEXTS.disputes.list })).toBeVisible();
    await expectNoActions(viewerPage, 'disputes');
    await nav.getByRole('link', { name: OPS_TEXTS.nav.audit }).click();
    await expect(viewerPage).toHaveURL(/\/ops\/audit/);
    await expectNoActions(viewerPage, 'the audit trail');
  });

  await test.step('tickets and a ticket', async () => {
    await nav.getByRole('link', { name: OPS_TICKETS_TEXTS.nav }).click();
    await viewerPage.getByTestId('ops-tickets').getByRole('link', { name: subject }).click();
    await expect(viewerPage.getByTestId('ops-ticket-thread').getByRole('listitem')).toHaveCount(1);
    await expect(viewerPage.getByText(OPS_TICKETS_TEXTS.readOnly)).toBeVisible();
    await expectNoActions(viewerPage, 'a ticket');
  });

  await test.step('an action sent to the API directly is refused with 403', async () => {
    const headers = { Authorization: `Bearer ${viewer.token}` };
    for (const [url, data] of [
      [`/api/ops/tickets/${ticketId}/close`, { reason: 'Trying as a viewer' }],
      [`/api/ops/tickets/${ticketId}/answer`, { text: 'Trying to answer as a viewer.' }],
      ['/api/ops/disputes/any/decide', { outcome: { kind: 'refund' }, reason: 'Trying as a viewer' }],
    ] as const) {
      const res = await viewerPage.request.post(`${server.baseURL}${url}`, { headers, data });
      expect({ url, status: res.status(), code: ((await res.json()) as { code: string }).code }).toEqual({ url, status: 403, code: ROLE_REFUSED_CODE });
    }
    const { status } = await server.deps.db.kysely.selectFrom('support_tickets').select('status').where('id', '=', ticketId).executeTakeFirstOrThrow();
    expect(status).toBe('open');
  });

  await test.step('support sees the actions of the same ticket', async () => {
    const supportPage = await pageOn(browser);
    const support = await signUpByApi(supportPage.request, { name: 'Sam Support', baseURL: server.baseURL });
    await grantFromCommandLine(server, support.email, 'support', 'Works the support desk');
    await storeWebSession(supportPage, support, `/ops/tickets/${ticketId}`);
    await expect(supportPage.getByTestId('ops-action')).toHaveCount(2);
    expect(await actionButtons(supportPage)).toEqual([OPS_TICKETS_TEXTS.answer, OPS_TICKETS_TEXTS.close]);
  });
});
