import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpByApi, storeWebSession, toastWith } from '../support/accounts';
import { seriousViolations as axeViolations } from '../support/axe';
import { seedExpert, signInWebAs } from '../support/seed-expert';
import { seedGig, startBookingsServer, type BookingsServer } from './bookings-support';
import { settledBooking } from './disputes-support';

const seriousViolations = (page: Page) => axeViolations(page, { exclude: '.Toastify' });

let server: BookingsServer;
test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

async function pageOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, timezoneId: 'Asia/Kolkata' });
  return context.newPage();
}

test('the buyer opens a dispute on a settled session, the expert answers, and both see each stage', async ({ browser }) => {
  test.setTimeout(180_000);
  const expert = await seedExpert(server.dataDir);
  const gigId = await seedGig(server, expert.userName, `Blender dispute session ${Date.now().toString(36)}`);
  const buyerPage = await pageOn(browser);
  const expertPage = await pageOn(browser);
  const buyer = await signUpByApi(buyerPage.request, { name: 'Dee Buyer', baseURL: server.baseURL, verify: true, mailDir: server.mailDir });
  const bookingId = await settledBooking(buyerPage, server, buyer, expert, gigId);

  await test.step('the buyer opens it with the keyboard: a reason, a text; the form says what is missing first', async () => {
    await storeWebSession(buyerPage, buyer, `/bookings/${bookingId}`);
    const entry = buyerPage.getByRole('button', { name: 'Report a problem / Open a dispute' });
    await entry.focus();
    await buyerPage.keyboard.press('Enter');
    const reason = buyerPage.getByRole('combobox', { name: 'What went wrong' });
    await expect(reason).toBeFocused();
    await buyerPage.getByRole('button', { name: 'Open the dispute' }).click();
    await expect(buyerPage.getByRole('alert').filter({ hasText: 'Choose a reason from the list' })).toBeVisible();
    await reason.selectOption({ label: "The session's quality was poor" });
    await buyerPage.getByRole('textbox', { name: 'Describe the problem' }).fill('The expert kept dropping out and the model was never finished.');
    await buyerPage.getByRole('button', { name: 'Open the dispute' }).click();
    await expect(toastWith(buyerPage, 'Dispute opened')).toBeVisible();
    await expect(buyerPage.getByTestId('dispute-stage')).toHaveText('Opened: waiting for an answer');
    await expect(buyerPage.getByTestId('dispute-deadline')).toContainText('Deadline:');
    expect(await seriousViolations(buyerPage)).toEqual([]);
  });

  await test.step('the expert sees the answer deadline and answers in the thread', async () => {
    await signInWebAs(expertPage, expert, `/bookings/${bookingId}`);
    const dispute = expertPage.getByTestId('dispute');
    await expect(dispute.getByText(/^Your answer is due by /)).toBeVisible();
    await dispute.getByRole('textbox', { name: 'Your message' }).fill('I stayed the whole session; the file is in the chat.');
    await dispute.getByRole('button', { name: 'Send' }).click();
    await expect(expertPage.getByTestId('dispute-stage')).toHaveText("Answered: waiting for support's decision");
    await expect(dispute.getByRole('list', { name: 'Thread' }).getByRole('listitem')).toHaveCount(2);
    expect(await seriousViolations(expertPage)).toEqual([]);
  });

  await test.step('the buyer sees the new stage and support\'s deadline', async () => {
    await buyerPage.reload();
    await expect(buyerPage.getByTestId('dispute-stage')).toHaveText("Answered: waiting for support's decision");
    await expect(buyerPage.getByTestId('dispute').getByText('I stayed the whole session; the file is in the chat.')).toBeVisible();
    await server.mailTo(buyer.email, /^Dispute answered/);
  });
});
