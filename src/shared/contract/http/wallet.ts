import {
  checkoutResponseSchema,
  earningsSchema,
  topupBodySchema,
  walletResponseSchema,
} from '../../domain/wallet';
import { defineRoute } from './route';

/** The credits wallet (issue 8): balance, history, Buy credits, and the expert's earnings. */
export const walletRoutes = {
  /** Balance, held credits, the payment provider in use, and the latest ledger entries. */
  walletGet: defineRoute({
    method: 'GET',
    path: '/api/wallet',
    auth: 'user',
    response: walletResponseSchema,
  }),
  /**
   * Buy credits: starts a checkout with the payment provider. The built-in test provider completes
   * at once (status paid, no checkoutUrl); a hosted provider answers pending with its checkout URL
   * and credits arrive with its webhook.
   */
  walletCheckout: defineRoute({
    method: 'POST',
    path: '/api/wallet/checkout',
    auth: 'user',
    body: topupBodySchema,
    response: checkoutResponseSchema,
  }),
  /** The expert's Earnings page. */
  walletEarnings: defineRoute({
    method: 'GET',
    path: '/api/wallet/earnings',
    auth: 'expert',
    response: earningsSchema,
  }),
};
