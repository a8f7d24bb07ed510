import type { AppDeps } from '../context';
import { idOfPayLinkToken, payLinkTokenOf } from '../wallet/pay-token';

/** Our pay page for a subscription (the browser build's), which runs Razorpay Checkout on it. */
export const PRO_PAY_PAGE_PATH = '/pro/pay';

/** The signed link's token naming one subscription (never valid as a credit purchase's, nor the reverse). */
export const proPayTokenOf = (secret: string, subscriptionId: string): string => payLinkTokenOf(secret, 'qurious-pro-pay', subscriptionId);

/** The subscription a token names, or null when the token is not ours. */
export const subscriptionIdOfToken = (secret: string, token: string): string | null => idOfPayLinkToken(secret, 'qurious-pro-pay', token);

/** The pay page's address for a subscription: the desktop app opens it in the system browser. */
export const proPayUrl = (deps: Pick<AppDeps, 'config' | 'jwtSecret'>, subscriptionId: string): string =>
  `${deps.config.publicUrl}${PRO_PAY_PAGE_PATH}?token=${proPayTokenOf(deps.jwtSecret, subscriptionId)}`;
