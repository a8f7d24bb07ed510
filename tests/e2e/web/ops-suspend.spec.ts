import { expect, test, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { grantRole } from '#server/modules/ops/roles';
import { OPS_ACCOUNT_TEXTS } from '#shared/domain/ops-account-actions-texts';
import { OPS_ACCOUNT_DONE } from '#shared/domain/ops-account-actions';
import { SECOND_FACTOR_FRESH_MS, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '#shared/domain/second-factor';
import { signInThroughModal, signUpByApi, storeWebSession, type Account } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { seedExpert } from '../support/seed-expert';
import { seedGig, startBookingsServer, type BookingsServer } from './bookings-support';

const T = OPS_ACCOUNT_TEXTS;

let server: BookingsServer;
test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

/** The code an authenticator app shows at the server's clock. */
const appCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS }).generate({ timestamp: server.now().getTime() });

async function enrolSecondFactor(request: APIRequestContext, account: Account): Promise<string> {
  const headers = { Authorization: `Bearer ${account.token}` };
  const started = await request.post(`${server.baseURL}/api/account/second-factor/enrolment`, { headers, data: {} });
  expect(started.status(), await started.text()).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await request.post(`${server.baseURL}/api/account/second-factor/confirm`, { headers, data: { code: appCode(secret) } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return secret;
}

/**
 * A trust operator suspends an expert from the console's user page (the form refuses a missing
 * reason under its field, the step-up asks for a code), and then the expert's gig is out of search
 * and its owner cannot sign in: the sign-in says the account is suspended.
 */
test('trust suspends an expert in the console after the step-up; the gig leaves search and the expert cannot sign in', async ({ browser }) => {
  test.setTimeout(150_000);
  const expert = await seedExpert(server.dataDir);
  const title = `Origami tutoring ${Date.now().toString(36)}`;
  const gigId = await seedGig(server, expert.userName, title);
  const search = async () => {
    const res = await fetch(`${server.baseURL}/api/gigs/search?keyword=${encodeURIComponent(title)}`);
    return ((await res.json()) as { items: { _id: string }[] }).items.map((g) => g._id);
  };
  expect(await search()).toContain(gigId);

  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const trust = await signUpByApi(page.request, { name: 'Tru Trust', baseURL: server.baseURL });
  await grantRole(server.deps.db, { email: trust.email, role: 'trust', reason: 'Works trust and safety', by: { kind: 'command-line', user: 'playwright', host: 'e2e' }, at: server.now() });
  const secret = await enrolSecondFactor(page.request, trust);
  server.advance(SECOND_FACTOR_FRESH_MS + 60_000);

  await storeWebSession(page, trust, `/ops/users/${expert.user._id}`);
  const actions = page.getByRole('region', { name: T.title });
  await actions.getByRole('button', { name: T.suspend.button }).click();
  const dialog = page.getByRole('dialog', { name: T.suspend.title });
  await dialog.getByRole('button', { name: T.suspend.submit }).click();
  await expect(dialog.getByText('Give a reason for this action.')).toBeVisible();
  expect(await seriousViolations(page, { include: '.modal' })).toEqual([]);
  await dialog.getByRole('textbox', { name: T.reason }).fill('Sold the same session twice');
  await dialog.getByRole('button', { name: T.suspend.submit }).click();

  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(stepUp).toBeVisible();
  await stepUp.getByRole('textbox').fill(appCode(secret));
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('ops-action-done')).toHaveText(OPS_ACCOUNT_DONE.suspend(0));
  await expect(actions.getByRole('button', { name: T.lift.button })).toBeVisible();
  await expect(page.getByTestId('ops-suspension')).toContainText('Sold the same session twice');

  expect(await search()).not.toContain(gigId);
  const audit = await server.deps.db.kysely.selectFrom('audit_log').select(['action', 'role']).where('target_id', '=', expert.user._id).execute();
  expect(audit).toEqual([{ action: 'suspensions.suspend', role: 'trust' }]);

  const visitor = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await visitor.goto('/');
  await signInThroughModal(visitor, expert.email, 'Curious#2026');
  await expect(visitor.getByRole('dialog')).toContainText('Your account is suspended until our team lifts it');
});
