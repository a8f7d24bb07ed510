import { Link } from 'react-router-dom';
import { formatSessionTime } from '#shared/domain/booking';
import type { Booking } from '#shared/contract/http/bookings';
import { formatCredits } from '#shared/domain/wallet';
import { Avatar } from '#ui/Avatar';
import { BookingActions } from '#features/bookings/BookingActions';
import { StageBadge } from '#features/bookings/StageBadge';
import { deviceTimeZone } from '#features/bookings/time';
import { SessionLink } from '#features/sessions/SessionLink';
import { TEXTS } from './texts';

/** One order as the expert's dashboard shows it: buyer, gig, time, status, amount, and the actions. */
export function OrderCard({
  booking,
  onChange,
  actions = true,
}: {
  booking: Booking;
  onChange: (b: Booking) => void;
  actions?: boolean;
}) {
  const zone = deviceTimeZone();
  return (
    <article className="bk-card bk-order" aria-label={`${booking.gigTitle} — ${booking.buyer.name}`}>
      <header className="bk-order-head">
        <Avatar name={booking.buyer.name} src={null} size={36} />
        <div>
          <strong>{booking.buyer.name}</strong>
          <div className="bk-muted">
            {booking.gigTitle} · {booking.skill}
          </div>
        </div>
      </header>
      <StageBadge status={booking.status} stage={booking.stage} scheduledAt={booking.scheduledAt} />
      <p>
        {booking.scheduledAt
          ? formatSessionTime(booking.scheduledAt, zone)
          : `${booking.proposedTimes.length} proposed time(s)`}{' '}
        · {formatCredits(booking.amount)}
      </p>
      {booking.note && <p className="bk-note">{booking.note}</p>}
      {actions && <BookingActions key={booking.stage} booking={booking} onChange={onChange} />}
      <div className="bk-row">
        <SessionLink bookingId={booking._id} stage={booking.stage} className="bk-button" />
        <Link to={`/bookings/${encodeURIComponent(booking._id)}`}>{TEXTS.open}</Link>
      </div>
    </article>
  );
}
