import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerKind } from '#shared/domain/wallet';
import { rupeesOf } from '#shared/domain/pricing-tiers';
import type { PayoutMethod, PayoutStatus } from '#shared/domain/payouts';
import type { FullKey } from '#i18n/namespaces';
import { useFormat } from '#i18n/format';

export const KIND_KEYS: Record<LedgerKind, FullKey<'wallet'>> = {
  topup: 'wallet:kind.topup',
  hold: 'wallet:kind.hold',
  release: 'wallet:kind.release',
  refund: 'wallet:kind.refund',
  withdrawal: 'wallet:kind.withdrawal',
  withdrawal_return: 'wallet:kind.withdrawal_return',
  dispute_credit: 'wallet:kind.dispute_credit',
  dispute_debit: 'wallet:kind.dispute_debit',
  correction_credit: 'wallet:kind.correction_credit',
  correction_debit: 'wallet:kind.correction_debit',
  fee: 'wallet:kind.fee',
  fee_return: 'wallet:kind.fee_return',
  pro_bundle: 'wallet:kind.pro_bundle',
};
export const PAYOUT_STATUS_KEYS: Record<PayoutStatus, FullKey<'wallet'>> = {
  requested: 'wallet:payout.requested',
  paid: 'wallet:payout.paid',
  failed: 'wallet:payout.failed',
};
export const METHOD_KEYS: Record<PayoutMethod, FullKey<'wallet'>> = { upi: 'wallet:method.upi', bank: 'wallet:method.bank' };

/** Credits with what they come to in rupees ("12 credits (₹120)"), numbers and rupees by Intl in the interface language. */
export function useWalletFormat() {
  const { t } = useTranslation(['wallet']);
  const format = useFormat();
  return useMemo(
    () => ({
      credits: (credits: number) => t('wallet:credits', { count: credits, n: format.number(credits), rupees: format.rupees(rupeesOf(credits)) }),
      ...format,
    }),
    [t, format],
  );
}
