import { expect, test, type Browser, type Page } from '@playwright/test';
import { grantRole } from '#server/modules/ops/roles';
import { OPS_SETUP_TEXTS, OPS_TEXTS } from '#shared/domain/ops-console-texts';
import { SECOND_FACTOR_FRESH_MS } from '#shared/domain/second-factor';
import { signUpByApi, storeWebSession, toastWith } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { appCodeAt, enrolSecondFactor } from '../support/second-factor';
import { seedExpert, signInWebAs } from '../support/seed-expert';
import { seedGig, startBookingsServer, type BookingsServer } from './bookings-support';
import { settledBooking } from './disputes-support';

const T = OPS_TEXTS.disputes;

let server: BookingsServer;
test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

async function pageOn(browser: Browser, language?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  if (language) await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
  return page;
}

const appCode = (secret: string) => appCodeAt(secret, server.now());

/**
 * A dispute from start to decision: a buyer reading French opens it, the expert answers, a support
 * operator whose second factor has grown old splits the credits in the console (the step-up dialog
 * asks for a code first), and both parties then read the decision in their own language.
 */
test('support splits a dispute in the console after the step-up; both parties see the split', async ({ browser }) => {
  test.setTimeout(180_000);
  const expert = await seedExpert(server.dataDir);
  const title = `Blender split session ${Date.now().toString(36)}`;
  const gigId = await seedGig(server, expert.userName, title);
  const buyerPage = await pageOn(browser, 'fr');
  const expertPage = await pageOn(browser);
  const supportPage = await pageOn(browser);
  const buyer = await signUpByApi(buyerPage.request, { name: 'Inès Acheteuse', baseURL: server.baseURL, verify: true, mailDir: server.mailDir });
  const bookingId = await settledBooking(buyerPage, server, buyer, expert, gigId);
  const { credits } = await server.deps.db.kysely.selectFrom('bookings').select('credits').where('id', '=', bookingId).executeTakeFirstOrThrow();
  const toBuyer = Math.floor(credits / 2) - 1;

  await test.step('the buyer opens the dispute in French', async () => {
    await storeWebSession(buyerPage, buyer, `/fr/bookings/${bookingId}`);
    await buyerPage.getByRole('button', { name: 'Signaler un problème / Ouvrir un litige' }).click();
    await buyerPage.getByRole('combobox', { name: 'Ce qui n’a pas été' }).selectOption({ label: 'La séance était de mauvaise qualité' });
    await buyerPage.getByRole('textbox', { name: 'Décrivez le problème' }).fill('L’expert a coupé la séance plusieurs fois et rien n’a été terminé.');
    await buyerPage.getByRole('button', { name: 'Ouvrir le litige' }).click();
    await expect(toastWith(buyerPage, 'Litige ouvert')).toBeVisible();
    await expect(buyerPage.getByTestId('dispute-stage')).toHaveText('Ouvert : en attente d’une réponse');
  });

  await test.step('the expert answers in the thread', async () => {
    await signInWebAs(expertPage, expert, `/bookings/${bookingId}`);
    const dispute = expertPage.getByTestId('dispute');
    await dispute.getByRole('textbox', { name: 'Your message' }).fill('We lost ten minutes to the connection; the rest was done.');
    await dispute.getByRole('button', { name: 'Send' }).click();
    await expect(expertPage.getByTestId('dispute-stage')).toHaveText("Answered: waiting for support's decision");
  });

  await test.step('a viewer reads the dispute without a form; support without two-step sign-in is sent to set it up', async () => {
    const viewerPage = await pageOn(browser);
    const viewer = await signUpByApi(viewerPage.request, { name: 'Vic Viewer', baseURL: server.baseURL });
    await grantRole(server.deps.db, { email: viewer.email, role: 'viewer', reason: 'Reads the console', by: { kind: 'command-line', user: 'playwright', host: 'e2e' }, at: server.now() });
    await storeWebSession(viewerPage, viewer, '/ops/disputes');
    await viewerPage.getByTestId('ops-disputes').getByRole('link', { name: title }).click();
    await expect(viewerPage.getByTestId('ops-dispute-thread').getByRole('listitem')).toHaveCount(2);
    await expect(viewerPage.getByText(T.readOnly)).toBeVisible();
    await expect(viewerPage.getByTestId('ops-decide')).toHaveCount(0);

    const newcomerPage = await pageOn(browser);
    const newcomer = await signUpByApi(newcomerPage.request, { name: 'Nat Newcomer', baseURL: server.baseURL });
    await grantRole(server.deps.db, { email: newcomer.email, role: 'support', reason: 'Joins the support desk', by: { kind: 'command-line', user: 'playwright', host: 'e2e' }, at: server.now() });
    await storeWebSession(newcomerPage, newcomer, '/ops/disputes');
    await newcomerPage.getByTestId('ops-disputes').getByRole('link', { name: title }).click();
    const form = newcomerPage.getByTestId('ops-decide');
    await form.getByRole('radio', { name: T.outcomes.refund }).check();
    await form.getByRole('textbox', { name: T.decisionReason }).fill('Trying before setting up');
    await form.getByRole('button', { name: T.submit }).click();
    await expect(form.getByRole('alert')).toContainText(OPS_SETUP_TEXTS.setupNeeded);
    await form.getByRole('link', { name: OPS_SETUP_TEXTS.setupLink }).click();
    await expect(newcomerPage).toHaveURL(/\/settings$/);
  });

  const support = await signUpByApi(supportPage.request, { name: 'Sol Support', baseURL: server.baseURL, verify: true, mailDir: server.mailDir });
  await grantRole(server.deps.db, { email: support.email, role: 'support', reason: 'Works the support desk', by: { kind: 'command-line', user: 'playwright', host: 'e2e' }, at: server.now() });
  const secret = await enrolSecondFactor(supportPage.request, server, support);
  // The enrolment's pass grows old: the decision will ask for a code again.
  server.advance(SECOND_FACTOR_FRESH_MS + 60_000);

  await test.step('support finds the dispute, reads the thread and splits the credits after the step-up', async () => {
    await storeWebSession(supportPage, support, '/ops');
    await expect(supportPage.getByTestId('ops-home-figures')).toContainText(OPS_TEXTS.home.disputes);
    await supportPage.getByRole('navigation', { name: OPS_TEXTS.nav.label }).getByRole('link', { name: OPS_TEXTS.nav.disputes }).click();
    await supportPage.getByTestId('ops-disputes').getByRole('link', { name: title }).click();
    await expect(supportPage.getByTestId('ops-dispute-stage')).toHaveText(T.stages.awaiting_decision);
    await expect(supportPage.getByTestId('ops-dispute-thread').getByRole('listitem')).toHaveCount(2);

    const form = supportPage.getByTestId('ops-decide');
    await form.getByRole('button', { name: T.submit }).click();
    await expect(form.getByText(T.chooseOutcome)).toBeVisible();
    await form.getByRole('radio', { name: T.outcomes.split }).check();
    await form.getByRole('textbox', { name: T.buyerCredits(credits) }).fill(String(credits));
    await form.getByRole('textbox', { name: T.decisionReason }).fill('The connection failed for part of the session');
    await form.getByRole('button', { name: T.submit }).click();
    await expect(form.getByText('A split gives the buyer at least 1 credit and fewer than all of them.')).toBeVisible();
    await form.getByRole('textbox', { name: T.buyerCredits(credits) }).fill(String(toBuyer));
    for (const width of [390, 1280]) {
      await supportPage.setViewportSize({ width, height: 900 });
      expect({ width, findings: await seriousViolations(supportPage, { include: '#main' }) }).toEqual({ width, findings: [] });
    }
    await form.getByRole('button', { name: T.submit }).click();

    const dialog = supportPage.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox').fill(appCode(secret));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(supportPage.getByRole('status').filter({ hasText: T.decided })).toBeVisible();
    const db = server.deps.db.kysely;
    const decided = await db.selectFrom('disputes').select(['id', 'stage', 'buyer_credits']).where('booking_id', '=', bookingId).executeTakeFirstOrThrow();
    expect(decided).toMatchObject({ stage: 'decided', buyer_credits: toBuyer });
    // One audit row: the newcomer's refused attempt wrote nothing.
    expect(await db.selectFrom('audit_log').select(['action', 'role', 'operator_id']).where('target_id', '=', decided.id).execute()).toEqual([
      { action: 'disputes.decide', role: 'support', operator_id: support.user._id },
    ]);
    await expect(supportPage.getByTestId('ops-dispute-stage')).toHaveText(T.stages.decided);
    await expect(supportPage.getByTestId('ops-dispute-decision')).toContainText(T.shares(toBuyer, credits - toBuyer));
    await expect(supportPage.getByTestId('ops-decide')).toHaveCount(0);
  });

  await test.step('both parties see the decided stage and the split, each in their language', async () => {
    await buyerPage.reload();
    await expect(buyerPage.getByTestId('dispute-stage')).toHaveText('Tranché');
    await expect(buyerPage.getByTestId('dispute-result')).toContainText(new RegExp(`${toBuyer} crédits?.* reviennent à l’acheteur, ${credits - toBuyer} crédits?.* vont à l’expert`));
    await expertPage.reload();
    await expect(expertPage.getByTestId('dispute-stage')).toHaveText('Decided');
    await expect(expertPage.getByTestId('dispute-result')).toContainText(new RegExp(`${toBuyer} credits?.* go back to the buyer, ${credits - toBuyer} credits?.* go to the expert`));
  });
});
