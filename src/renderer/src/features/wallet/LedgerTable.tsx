import { Link } from 'react-router-dom';
import type { LedgerEntry } from '#shared/contract/http/wallet';
import { useBookingFormat } from '#features/bookings/format';
import { KIND_KEYS, useWalletFormat } from './use-wallet-format';
import { useLedgerNoteText } from './ledger-note';
import { useTranslation } from 'react-i18next';

/** Ledger entries, newest first: date, what happened (linking the booking), signed credits. */
export function LedgerTable({ entries, empty }: { entries: LedgerEntry[]; empty: string }) {
  const { t } = useTranslation(['wallet']);
  const { dateTime } = useBookingFormat();
  const format = useWalletFormat();
  const noteText = useLedgerNoteText();
  if (entries.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('wallet:col.date')}</th>
            <th scope="col">{t('wallet:col.what')}</th>
            <th scope="col">{t('wallet:col.credits')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>{dateTime(e.createdAt)}</td>
              <td>
                <span className="bk-kind">{t(KIND_KEYS[e.kind])}</span> {noteText(e)}
                {e.bookingId && (
                  <>
                    {' '}
                    <Link to={`/bookings/${encodeURIComponent(e.bookingId)}`}>{t('wallet:open')}</Link>
                  </>
                )}
              </td>
              <td className={e.credits < 0 ? 'bk-minus' : 'bk-plus'}>
                {e.credits > 0 ? `+${format.number(e.credits)}` : format.number(e.credits)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
