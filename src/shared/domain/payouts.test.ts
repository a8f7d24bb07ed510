import { describe, expect, it } from 'vitest';
import { maskPayoutAccount, payoutAccountSchema, withdrawBodySchema } from './payouts';

describe('payout accounts', () => {
  it('normalises and masks a bank account and a UPI id', () => {
    const bank = payoutAccountSchema.parse({
      method: 'bank',
      holderName: ' Asha Rao ',
      accountNumber: '5010-0123 456789',
      ifsc: 'hdfc0001234',
    });
    expect(bank).toEqual({
      method: 'bank',
      holderName: 'Asha Rao',
      accountNumber: '50100123456789',
      ifsc: 'HDFC0001234',
    });
    expect(maskPayoutAccount(bank)).toBe('A/c ••••6789 · HDFC0001234');
    expect(maskPayoutAccount(payoutAccountSchema.parse({ method: 'upi', upiId: 'ab@ybl' }))).toBe(
      'ab•••@ybl',
    );
  });

  it('refuses malformed UPI ids, account numbers and IFSCs, and withdrawals under 100 credits', () => {
    for (const upiId of ['a@okhdfc', 'name@', '@okhdfc', 'name@ok1', 'na me@okhdfc'])
      expect(payoutAccountSchema.safeParse({ method: 'upi', upiId }).success).toBe(false);
    for (const [accountNumber, ifsc] of [
      ['12345678', 'HDFC0001234'],
      ['1234567890', 'HDFC1001234'],
      ['12345678a0', 'HDFC0001234'],
    ])
      expect(
        payoutAccountSchema.safeParse({ method: 'bank', holderName: 'Asha', accountNumber, ifsc }).success,
      ).toBe(false);
    expect(withdrawBodySchema.safeParse({ credits: 99 }).success).toBe(false);
    expect(withdrawBodySchema.safeParse({ credits: 100 }).success).toBe(true);
  });
});
