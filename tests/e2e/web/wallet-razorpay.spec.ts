import { expect, test, type Browser } from '@playwright/test';
import { PAYMENT_NOT_VERIFIED_MESSAGE } from '#shared/contract/http/payments';
import { TEST_MODE_NOTICE } from '#shared/domain/wallet';
import { PAYMENT_TEXTS } from '#features/wallet/payment-texts';
import { signUpByApi, storeWebSession, toastWith } from '../support/accounts';
import { startE2eServer } from '../support/server';
import { startFakeRazorpay, type FakeRazorpay } from '../../helpers/fake-razorpay';

/**
 * Buying credits with Razorpay, against a local fake of Razorpay (its Orders API and a
 * checkout.js whose payment the fake server signs with the test key secret, never the page), and
 * in the built-in test mode. Each runs its own server: one with the Razorpay keys, one without.
 */
type Server = Awaited<ReturnType<typeof startE2eServer>>;
let fake: FakeRazorpay;
let razorpay: Server;
let testMode: Server;
test.beforeAll(async () => {
  fake = await startFakeRazorpay();
  razorpay = await startE2eServer(0, fake.env);
  testMode = await startE2eServer(0);
});
test.afterAll(async () => {
  await razorpay.close();
  await testMode.close();
  await fake.close();
});

async function buyerOn(browser: Browser, server: Server, name: string) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const buyer = await signUpByApi(context.request, { name, verify: true, mailDir: server.mailDir });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/checkout.js')) scripts.push(r.url());
  });
  return { context, page, buyer, scripts };
}

test('a buyer buys credits through Razorpay Checkout; only the payment the server verifies adds credits', async ({ browser }) => {
  const { context, page, buyer, scripts } = await buyerOn(browser, razorpay, 'Ravi Razorpay');
  await storeWebSession(page, buyer, '/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Your wallet' })).toBeVisible();
  await expect(page.getByText('Razorpay test mode')).toBeVisible();
  await expect(page.getByText(TEST_MODE_NOTICE)).toHaveCount(0);
  expect(scripts).toEqual([]);

  await test.step('a checkout answer altered on its way to the server is refused and adds nothing', async () => {
    await page.route('**/api/wallet/payments/*/verify', async (route) => {
      const body = route.request().postDataJSON() as { signature: string };
      await route.continue({ postData: JSON.stringify({ ...body, signature: body.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }) });
    });
    await page.getByRole('button', { name: '10', exact: true }).click();
    await page.getByRole('button', { name: 'Buy 10 credits for ₹100' }).click();
    await expect(page.getByRole('form', { name: 'Buy credits' }).getByRole('alert')).toHaveText(PAYMENT_NOT_VERIFIED_MESSAGE);
    await expect(page.getByTestId('wallet-balance')).toHaveText('0 credits (₹0)');
    await page.unroute('**/api/wallet/payments/*/verify');
  });

  await test.step('the checkout script loads once a purchase opens it; the verified payment adds 100 credits', async () => {
    await page.getByRole('button', { name: '100', exact: true }).click();
    await page.getByRole('button', { name: 'Buy 100 credits for ₹1,000' }).click();
    await expect(toastWith(page, 'Credits added')).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveText('100 credits (₹1,000)');
    expect(scripts).toEqual([`${fake.url}/v1/checkout.js`]);
  });

  const last = fake.orders.at(-1);
  expect(last?.problems).toEqual([]);
  expect(last?.body).toMatchObject({ amount: 100_000, currency: 'INR' });
  const payments = await razorpay.deps.db.kysely
    .selectFrom('payments')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .select(['payments.status', 'payments.credits', 'payments.provider_payment_id'])
    .where('users.email', '=', buyer.email)
    .orderBy('payments.created_at')
    .execute();
  expect(payments.map((p) => [p.credits, p.status])).toEqual([
    [10, 'pending'],
    [100, 'paid'],
  ]);
  expect(payments[1]?.provider_payment_id).toMatch(/^pay_/);
  await context.close();
});

test('the pay page the desktop app opens in the system browser pays the purchase its link names, without a session', async ({
  browser,
}) => {
  const { context, buyer } = await buyerOn(browser, razorpay, 'Dev Desktop');
  const started = await context.request.post('/api/wallet/checkout', {
    data: { credits: 30 },
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  const { checkoutUrl, paymentId } = (await started.json()) as { checkoutUrl: string; paymentId: string };
  expect(checkoutUrl).toContain('/wallet/pay?token=');

  // The system browser: no session at all.
  const outside = await browser.newContext({ baseURL: razorpay.baseURL });
  const page = await outside.newPage();
  await page.goto(new URL(checkoutUrl).pathname + new URL(checkoutUrl).search);
  await expect(page.getByRole('heading', { level: 1, name: PAYMENT_TEXTS.payTitle })).toBeVisible();
  await expect(page).toHaveTitle(/Pay for credits/);
  await page.getByRole('button', { name: PAYMENT_TEXTS.payFor(30, '₹300') }).click();
  await expect(page.getByRole('status')).toContainText(PAYMENT_TEXTS.paid(30));

  // What the desktop app polls.
  await expect
    .poll(async () => {
      const res = await context.request.get(`/api/wallet/payments/${paymentId}`, { headers: { authorization: `Bearer ${buyer.token}` } });
      return ((await res.json()) as { status: string; wallet: { balance: number } }).wallet.balance;
    })
    .toBe(30);
  await page.goto('/wallet/pay?token=not-a-link');
  await expect(page.getByRole('alert')).toHaveText(PAYMENT_TEXTS.notFound);
  await outside.close();
  await context.close();
});

test('in the built-in test mode a buyer buys credits at once, and no checkout script is ever loaded', async ({ browser }) => {
  const { context, page, buyer, scripts } = await buyerOn(browser, testMode, 'Tara Testmode');
  await storeWebSession(page, buyer, '/wallet');
  await expect(page.getByText(TEST_MODE_NOTICE)).toBeVisible();
  await page.getByRole('button', { name: '50', exact: true }).click();
  await page.getByRole('button', { name: 'Buy 50 credits for ₹500' }).click();
  await expect(toastWith(page, 'Credits added')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('50 credits (₹500)');
  await expect(page.getByRole('row', { name: /Bought 50 credits \(₹500\) — test mode/ })).toBeVisible();
  expect(scripts).toEqual([]);
  await context.close();
});
