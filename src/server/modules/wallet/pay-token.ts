import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAY_TOKEN_PATTERN } from '#shared/contract/http/payments';
import type { AppDeps } from '../context';

/** The path of our pay page (the browser build's), which runs a hosted provider's checkout. */
export const PAY_PAGE_PATH = '/wallet/pay';

const macOf = (secret: string, paymentId: string) =>
  createHmac('sha256', secret).update(`qurious-pay:${paymentId}`).digest('base64url');

/**
 * A pay link's token: the payment id and our HMAC of it, so the system browser (where the desktop
 * app's buyer has no session) can open that one purchase and nothing else.
 */
export const payTokenOf = (secret: string, paymentId: string): string => `${paymentId}.${macOf(secret, paymentId)}`;

/** The payment id a token names, or null when the token is not ours. */
export function paymentIdOfToken(secret: string, token: string): string | null {
  if (!PAY_TOKEN_PATTERN.test(token)) return null;
  const [paymentId = '', mac = ''] = token.split('.');
  const expected = macOf(secret, paymentId);
  if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
  return paymentId;
}

/** The pay page's address for a purchase. */
export const hostedPayUrl = (deps: Pick<AppDeps, 'config' | 'jwtSecret'>, paymentId: string): string =>
  `${deps.config.publicUrl}${PAY_PAGE_PATH}?token=${payTokenOf(deps.jwtSecret, paymentId)}`;
