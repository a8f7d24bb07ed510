import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { useLanguage } from '#i18n/language';
import type { BookingStage } from '#shared/domain/booking';
import type { OrderRow } from '#shared/contract/http/orders';
import { SessionLink } from '#features/sessions/SessionLink';
import { stageTone } from '#features/bookings/StageBadge';
import { Avatar } from '#ui/Avatar';
import { longDate } from '#features/profile/format';
import { TONE_LABELS } from './labels';
import './order-cards.css';

/**
 * The orders table: Expert, Skill, Date, Status, Amount; 'No orders yet' when there are none. On a
 * narrow screen each row is a card, each cell labelled with its column (order-cards.css).
 */
export function OrdersTable({ rows, total }: { rows: Array<OrderRow & { stage?: BookingStage }>; total: number }) {
  const { t } = useTranslation(['orders']);
  const format = useFormat();
  const language = useLanguage();
  const columns = [t('orders:column.expert'), t('orders:column.skill'), t('orders:column.date'), t('orders:column.status'), t('orders:column.amount')];
  const [EXPERT, SKILL, DATE, STATUS, AMOUNT] = columns;
  return (
    // Focusable so a narrow screen can scroll the table by keyboard.
    <div className="orders-table-wrap" role="region" aria-label={t('orders:table')} tabIndex={0}>
      <table className="orders-table is-cards">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="orders-empty">
                {total === 0 ? t('orders:none') : t('orders:noMatching')}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const tone = stageTone(row.status, row.stage);
              const status = TONE_LABELS[tone];
              return (
              <tr key={row.id}>
                <td data-label={EXPERT}>
                  <span className="orders-expert">
                    <Avatar name={row.expert.displayName} src={row.expert.profilePicture} size={28} />
                    <bdi>{row.expert.displayName}</bdi>
                  </span>
                </td>
                <td data-label={SKILL}>
                  {/* Opens the booking: its details, cancelling, the review. */}
                  <Link to={`/bookings/${encodeURIComponent(row.id)}`}>{row.skill}</Link>
                </td>
                <td data-label={DATE}>{longDate(row.date, language)}</td>
                <td data-label={STATUS}>
                  <span className={`orders-status orders-status-${tone}`}>{status ? t(status) : row.status}</span>
                  <SessionLink bookingId={row.id} stage={row.stage} />
                </td>
                <td data-label={AMOUNT}>{t('orders:credits', { count: row.amount, n: format.number(row.amount) })}</td>
              </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
