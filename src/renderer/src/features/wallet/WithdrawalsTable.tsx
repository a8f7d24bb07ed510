import { PAYOUT_STATUS_LABELS } from '#shared/domain/payouts';
import { formatCredits } from '#shared/domain/wallet';
import type { Withdrawal } from '#shared/contract/http/payouts';
import { formatDateTime } from '#features/bookings/format';
import { TEXTS } from './texts';

/** The expert's withdrawals, newest first: when, how much (credits and rupees), to which account (masked), and where each stands. */
export function WithdrawalsTable({ withdrawals }: { withdrawals: Withdrawal[] }) {
  if (withdrawals.length === 0) return <p className="bk-muted">{TEXTS.noWithdrawals}</p>;
  return (
    <div className="bk-table-wrap">
      <table className="bk-table" aria-label={TEXTS.withdrawalsTitle}>
        <thead>
          <tr>
            {TEXTS.withdrawalColumns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {withdrawals.map((w) => (
            <tr key={w._id}>
              <td>{formatDateTime(w.createdAt)}</td>
              <td>{formatCredits(w.credits)}</td>
              <td>{w.destination}</td>
              <td data-status={w.status}>{PAYOUT_STATUS_LABELS[w.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
