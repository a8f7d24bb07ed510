import { expect, test } from '@playwright/test';
import { signUpByApi, storeWebSession, toastWith } from '../support/accounts';

type CheckoutBody = { credits: number; requestId?: string };

/**
 * Buy credits sends an idempotency key per purchase attempt: when the answer is lost
 * (the connection dropped after the server took the payment), pressing Buy again for the same
 * amount resends the key, and the server answers the first purchase instead of charging twice.
 */
test('a purchase whose answer was lost is retried with its key and charged once; the next purchase gets a new key', async ({
  page,
}) => {
  const buyer = await signUpByApi(page.request, { name: 'Rita Retry', verify: true });
  const bodies: CheckoutBody[] = [];
  let dropAnswer = true;
  await page.route('**/api/wallet/checkout', async (route) => {
    bodies.push(route.request().postDataJSON() as CheckoutBody);
    if (!dropAnswer) return route.continue();
    dropAnswer = false;
    // The server handles the purchase; the browser never hears back.
    await route.fetch();
    return route.abort('connectionreset');
  });

  await storeWebSession(page, buyer, '/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Your wallet' })).toBeVisible();
  await page.getByRole('button', { name: '50', exact: true }).click();
  const buy50 = page.getByRole('button', { name: 'Buy 50 credits for ₹500' });
  await buy50.click();
  await expect(page.getByRole('form', { name: 'Buy credits' }).getByRole('alert')).toHaveText('Something went wrong!');

  await buy50.click();
  await expect(toastWith(page, 'Credits added')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('50 credits (₹500)');
  expect(bodies).toHaveLength(2);
  expect(bodies[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(bodies[1]).toEqual(bodies[0]);

  // A new purchase after a success is a new attempt with its own key.
  await buy50.click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('100 credits (₹1,000)');
  expect(bodies).toHaveLength(3);
  expect(bodies[2]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(bodies[2]?.requestId).not.toBe(bodies[0]?.requestId);
  const wallet = await page.request.get('/api/wallet', { headers: { authorization: `Bearer ${buyer.token}` } });
  const entries = ((await wallet.json()) as { entries: { kind: string; credits: number }[] }).entries;
  expect(entries.filter((e) => e.kind === 'topup').map((e) => e.credits)).toEqual([50, 50]);
});
