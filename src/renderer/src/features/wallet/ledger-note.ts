import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { LedgerEntry } from '#shared/contract/http/wallet';
import type { LedgerNote, RefundReason } from '#shared/domain/ledger-notes';
import { useIsolate } from '#features/catalog/bidi';
import { useFormat } from '#i18n/format';
import { useWalletFormat } from './use-wallet-format';

type WalletT = TFunction<['wallet']>;

/** The note of a refund, by its reason. */
const REFUND_KEYS = {
  declined: 'wallet:note.refund.declined',
  cancelled: 'wallet:note.refund.cancelled',
  expired: 'wallet:note.refund.expired',
  expert_no_show: 'wallet:note.refund.expert_no_show',
  not_held: 'wallet:note.refund.not_held',
  cancelled_late: 'wallet:note.refund.cancelled_late',
} as const satisfies Record<RefundReason, string>;

function noteText(t: WalletT, credits: (n: number) => string, percent: (n: number) => string, isolate: (name: string) => string, note: LedgerNote): string {
  switch (note.key) {
    case 'held':
      return t('wallet:note.held', { gig: isolate(note.gig), package: isolate(note.package) });
    case 'earned':
      return t('wallet:note.earned', { gig: isolate(note.gig), package: isolate(note.package) });
    case 'lateCancellation':
      return t('wallet:note.lateCancellation', { gig: isolate(note.gig) });
    case 'refund':
      return t(REFUND_KEYS[note.reason], { gig: isolate(note.gig) });
    case 'bought':
      return note.testMode ? t('wallet:note.boughtTest', { credits: credits(note.credits) }) : t('wallet:note.bought', { credits: credits(note.credits) });
    case 'withdrew':
      return t('wallet:note.withdrew', { credits: credits(note.credits), account: isolate(note.account) });
    case 'payoutReturned':
      return t('wallet:note.payoutReturned', { credits: credits(note.credits), account: isolate(note.account), reason: note.reason });
    case 'disputed':
      return t('wallet:note.disputed', { gig: isolate(note.gig) });
    case 'corrected':
      return t('wallet:note.corrected', { gig: isolate(note.gig) });
    case 'platformFee':
      return t('wallet:note.platformFee', { gig: isolate(note.gig), percent: percent(note.percent) });
    case 'proBundle':
      return t(note.period === 'yearly' ? 'wallet:note.proBundle.yearly' : 'wallet:note.proBundle.monthly', { credits: credits(note.credits) });
  }
}

/**
 * What a ledger entry is about, in the reader's language: its note's key and values
 * through the wallet catalogue; the English description of an entry made before notes. Names
 * (a gig, a package, an account) are isolated in a right-to-left page so they read the right way.
 */
export function useLedgerNoteText(): (entry: LedgerEntry) => string {
  const { t } = useTranslation(['wallet']);
  const { credits } = useWalletFormat();
  const { percent } = useFormat();
  const isolate = useIsolate();
  return useCallback((entry: LedgerEntry) => (entry.note ? noteText(t, credits, percent, isolate, entry.note) : entry.description), [t, credits, percent, isolate]);
}
