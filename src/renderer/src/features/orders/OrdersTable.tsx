import { Link } from 'react-router-dom';
import type { BookingStage } from '#shared/domain/booking';
import type { OrderRow } from '#shared/domain/orders';
import { SessionLink } from '#features/sessions/SessionLink';
import { stageHeadline } from '#features/bookings/StageBadge';
import { Avatar } from '#ui/Avatar';
import { longDate } from '#features/profile/format';
import { credits, NO_MATCHING_ORDERS, NO_ORDERS, ORDERS_COLUMNS } from './texts';
import './order-cards.css';

/**
 * The orders table: Expert, Skill, Date, Status, Amount; 'No orders yet' when there are none. On a
 * narrow screen each row is a card, each cell labelled with its column (order-cards.css).
 */
const [EXPERT, SKILL, DATE, STATUS, AMOUNT] = ORDERS_COLUMNS;
export function OrdersTable({ rows, total }: { rows: Array<OrderRow & { stage?: BookingStage }>; total: number }) {
  return (
    // Focusable so a narrow screen can scroll the table by keyboard.
    <div className="orders-table-wrap" role="region" aria-label="Orders table" tabIndex={0}>
      <table className="orders-table is-cards">
        <thead>
          <tr>
            {ORDERS_COLUMNS.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={ORDERS_COLUMNS.length} className="orders-empty">
                {total === 0 ? NO_ORDERS : NO_MATCHING_ORDERS}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row._id}>
                <td data-label={EXPERT}>
                  <span className="orders-expert">
                    <Avatar name={row.expert.displayName} src={row.expert.profilePicture} size={28} />
                    {row.expert.displayName}
                  </span>
                </td>
                <td data-label={SKILL}>
                  {/* Opens the booking (issue 8: details, cancel, review). */}
                  <Link to={`/bookings/${encodeURIComponent(row._id)}`}>{row.skill}</Link>
                </td>
                <td data-label={DATE}>{longDate(row.date)}</td>
                <td data-label={STATUS}>
                  <span className={`orders-status orders-status-${stageHeadline(row.status, row.stage).tone}`}>{stageHeadline(row.status, row.stage).text}</span>
                  <SessionLink bookingId={row._id} stage={row.stage} />
                </td>
                <td data-label={AMOUNT}>{credits(row.amount)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
