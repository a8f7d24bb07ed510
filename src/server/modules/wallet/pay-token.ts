import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAY_TOKEN_PATTERN } from '#shared/contract/http/payments';
import type { AppDeps } from '../context';

/** The path of our pay page (the browser build's), which runs a hosted provider's checkout. */
export const PAY_PAGE_PATH = '/wallet/pay';

/** What a pay link names: a purchase of credits, or a Pro subscription (a token of one is never the other's). */
export type PayLinkPurpose = 'qurious-pay' | 'qurious-pro-pay';

const macOf = (secret: string, purpose: PayLinkPurpose, id: string) => createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

/**
 * A pay link's token: the id and our HMAC of it, so the system browser (where the desktop app's user
 * has no session) can open that one purchase or subscription and nothing else.
 */
export const payLinkTokenOf = (secret: string, purpose: PayLinkPurpose, id: string): string => `${id}.${macOf(secret, purpose, id)}`;

/** The id a token names for this purpose, or null when the token is not ours. */
export function idOfPayLinkToken(secret: string, purpose: PayLinkPurpose, token: string): string | null {
  if (!PAY_TOKEN_PATTERN.test(token)) return null;
  const [id = '', mac = ''] = token.split('.');
  const expected = macOf(secret, purpose, id);
  if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
  return id;
}

export const payTokenOf = (secret: string, paymentId: string): string => payLinkTokenOf(secret, 'qurious-pay', paymentId);

/** The payment id a token names, or null when the token is not ours. */
export const paymentIdOfToken = (secret: string, token: string): string | null => idOfPayLinkToken(secret, 'qurious-pay', token);

/** The pay page's address for a purchase. */
export const hostedPayUrl = (deps: Pick<AppDeps, 'config' | 'jwtSecret'>, paymentId: string): string =>
  `${deps.config.publicUrl}${PAY_PAGE_PATH}?token=${payTokenOf(deps.jwtSecret, paymentId)}`;
