import { expect, test } from '@playwright/test';
import { OPS_TICKETS_TEXTS } from '#shared/domain/ops-tickets-texts';
import { SECOND_FACTOR_FRESH_MS } from '#shared/domain/second-factor';
import { signUpByApi, storeWebSession } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { startBookingsServer, type BookingsServer } from './bookings-support';
import { appCodeAt, enrolSecondFactor } from '../support/second-factor';
import { grantFromCommandLine } from './second-factor-support';

let server: BookingsServer;
test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

/**
 * A signed-in user writes to support from /help (the email is the account's, fixed), support answers
 * in the console after the step-up, and the user reads the answer from the bell, in the thread.
 */
test('a user writes from /help, support answers in the console, the user reads the answer from the bell', async ({ browser }) => {
  test.setTimeout(150_000);
  const userPage = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  const supportPage = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  const user = await signUpByApi(userPage.request, { name: 'Uma User', baseURL: server.baseURL });
  const subject = `Credits missing ${Date.now().toString(36)}`;
  const answer = 'We found your payment and added the 20 credits to your wallet.';

  await test.step('the user sends the form from the help page', async () => {
    await storeWebSession(userPage, user, '/help');
    const form = userPage.getByTestId('help-contact-form');
    await expect(form.getByRole('textbox', { name: 'Your email' })).toHaveValue(user.email);
    await expect(form.getByRole('textbox', { name: 'Your email' })).not.toBeEditable();
    await form.getByRole('button', { name: 'Send to support' }).click();
    await expect(form.getByText('Choose a topic from the list')).toBeVisible();
    await form.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Credits and payments' });
    await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await form.getByRole('textbox', { name: 'Message' }).fill('I paid for 20 credits yesterday and my wallet still shows 0.');
    expect(await seriousViolations(userPage, { include: '#main' })).toEqual([]);
    await form.getByRole('button', { name: 'Send to support' }).click();
    await expect(userPage.getByTestId('help-ticket-sent')).toContainText(user.email);
  });

  const support = await signUpByApi(supportPage.request, { name: 'Sol Support', baseURL: server.baseURL, verify: true, mailDir: server.mailDir });
  await grantFromCommandLine(server, support.email, 'support', 'Works the support desk');
  const secret = await enrolSecondFactor(supportPage.request, server, support);
  // The enrolment's pass grows old: the answer asks for a code again.
  server.advance(SECOND_FACTOR_FRESH_MS + 60_000);

  await test.step('support answers in the console after the step-up', async () => {
    await storeWebSession(supportPage, support, '/ops/tickets');
    await supportPage.getByTestId('ops-tickets').getByRole('link', { name: subject }).click();
    const form = supportPage.getByTestId('ops-ticket-answer');
    await form.getByRole('textbox', { name: OPS_TICKETS_TEXTS.answerLabel }).fill(answer);
    await form.getByRole('button', { name: OPS_TICKETS_TEXTS.answer }).click();
    const dialog = supportPage.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.getByRole('textbox').fill(appCodeAt(secret, server.now()));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(supportPage.getByRole('status').filter({ hasText: OPS_TICKETS_TEXTS.answered })).toBeVisible();
    await expect(supportPage.getByTestId('ops-ticket-thread').getByRole('listitem')).toHaveCount(2);
  });

  await test.step('the user sees the answer in the bell and reads it in the thread', async () => {
    await userPage.goto('/');
    await userPage.locator('.bell-button').click();
    const notice = userPage.getByTestId('notification').filter({ hasText: 'Support answered' });
    await expect(notice).toContainText(subject);
    await notice.getByRole('link').first().click();
    await expect(userPage).toHaveURL(/\/help\?ticket=/);
    await expect(userPage.getByTestId('help-ticket')).toContainText(answer);
  });
});
