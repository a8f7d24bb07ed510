import { Link } from 'react-router-dom';
import { LEDGER_KIND_LABELS } from '#shared/domain/wallet';
import type { LedgerEntry } from '#shared/contract/http/wallet';
import { formatDateTime } from '#features/bookings/format';
import { TEXTS } from './texts';

/** Ledger entries, newest first: date, what happened (linking the booking), signed credits. */
export function LedgerTable({ entries, empty }: { entries: LedgerEntry[]; empty: string }) {
  if (entries.length === 0) return <p className="bk-muted">{empty}</p>;
  return (
    <div className="bk-table-wrap">
      <table className="bk-table">
        <thead>
          <tr>
            {TEXTS.historyColumns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e._id}>
              <td>{formatDateTime(e.createdAt)}</td>
              <td>
                <span className="bk-kind">{LEDGER_KIND_LABELS[e.kind]}</span> {e.description}
                {e.bookingId && (
                  <>
                    {' '}
                    <Link to={`/bookings/${encodeURIComponent(e.bookingId)}`}>{TEXTS.open}</Link>
                  </>
                )}
              </td>
              <td className={e.credits < 0 ? 'bk-minus' : 'bk-plus'}>
                {e.credits > 0 ? `+${e.credits}` : e.credits}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
