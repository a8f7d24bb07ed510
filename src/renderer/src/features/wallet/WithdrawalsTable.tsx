import type { Withdrawal } from '#shared/contract/http/payouts';
import { useBookingFormat } from '#features/bookings/format';
import { PAYOUT_STATUS_KEYS, useWalletFormat } from './use-wallet-format';
import { useTranslation } from 'react-i18next';

/** The expert's withdrawals, newest first: when, how much (credits and rupees), to which account (masked), and where each stands. */
export function WithdrawalsTable({ withdrawals }: { withdrawals: Withdrawal[] }) {
  const { t } = useTranslation(['wallet']);
  const { dateTime } = useBookingFormat();
  const { credits } = useWalletFormat();
  if (withdrawals.length === 0) return <p className="text-muted">{t('wallet:noWithdrawals')}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table" aria-label={t('wallet:withdrawalsTitle')}>
        <thead>
          <tr>
            <th scope="col">{t('wallet:col.date')}</th>
            <th scope="col">{t('wallet:col.amount')}</th>
            <th scope="col">{t('wallet:col.to')}</th>
            <th scope="col">{t('wallet:col.status')}</th>
          </tr>
        </thead>
        <tbody>
          {withdrawals.map((w) => (
            <tr key={w.id}>
              <td>{dateTime(w.createdAt)}</td>
              <td>{credits(w.credits)}</td>
              <td>{w.destination}</td>
              <td data-status={w.status}>{t(PAYOUT_STATUS_KEYS[w.status])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
