import { createHmac } from 'node:crypto';
import type { PayoutAccount } from '#shared/domain/payouts';

/**
 * What identifies a payout account whoever saved it, as a keyed hash (the details themselves stay
 * sealed): a UPI id whatever its case, or a bank account number with its IFSC (the holder's name
 * left out). Two accounts with the same key pay the same person; modules/reviews/held-back.ts
 * compares them.
 */
export function payoutInstrumentKey(secret: string, account: PayoutAccount): string {
  const instrument = account.method === 'upi' ? `upi:${account.upiId.toLowerCase()}` : `bank:${account.ifsc}:${account.accountNumber}`;
  return createHmac('sha256', secret).update(`qurious-payout-instrument:${instrument}`).digest('base64url');
}
