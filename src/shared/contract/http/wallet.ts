import {
  checkoutResponseSchema,
  earningsSchema,
  topupBodySchema,
  walletResponseSchema,
} from '../../domain/wallet';
import { z } from 'zod';
import { defineRoute } from './route';

/**
 * Buy credits: the amount, and the form's idempotency key (one per purchase attempt, sent again on
 * a retry): a repeat answers the first purchase and pays nothing twice.
 */
export const checkoutBodySchema = topupBodySchema.extend({ requestId: z.uuid().optional() });

/** A request id sent again with another amount (a client bug): the first purchase stands. */
export const TOPUP_REQUEST_REUSED_MESSAGE =
  'This purchase was already started for another amount. Please start a new purchase.';

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
   * and credits arrive with its webhook. A repeated `requestId` answers the same payment.
   */
  walletCheckout: defineRoute({
    method: 'POST',
    path: '/api/wallet/checkout',
    auth: 'user',
    body: checkoutBodySchema,
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
