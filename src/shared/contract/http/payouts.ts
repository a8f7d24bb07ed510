import { z } from 'zod';
import {
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
  payoutAccountSchema,
  withdrawBodySchema,
} from '../../domain/payouts';
import { defineRoute } from './route';
import { idFields } from './ids';

/** A saved payout account as it is shown: its kind and a masked form, never the full number. */
export const maskedPayoutAccountSchema = z.object({
  method: z.enum(PAYOUT_METHODS),
  masked: z.string(),
});
export type MaskedPayoutAccount = z.infer<typeof maskedPayoutAccountSchema>;

/** One withdrawal: credits, where to (masked), and where it stands. */
export const withdrawalSchema = z.object({
  ...idFields,
  credits: z.number(),
  method: z.enum(PAYOUT_METHODS),
  destination: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** Withdrawals: the expert saves where to be paid, then takes earnings out. */
export const payoutRoutes = {
  /** Saves (or replaces) the expert's payout account; answers it masked. */
  walletPayoutAccountSave: defineRoute({
    method: 'PUT',
    path: '/api/wallet/payout-account',
    auth: 'expert',
    body: payoutAccountSchema,
    response: z.object({ payoutAccount: maskedPayoutAccountSchema }),
  }),
  /**
   * Withdraws available earnings to the saved account: refused beyond what is available (402) or
   * without a saved account (409). A repeated `requestId` answers the same withdrawal.
   */
  walletWithdraw: defineRoute({
    method: 'POST',
    creates: true,
    path: '/api/wallet/withdrawals',
    refuses: [402, 403, 409],
    auth: 'expert',
    body: withdrawBodySchema,
    response: z.object({ withdrawal: withdrawalSchema, available: z.number() }),
  }),
};
