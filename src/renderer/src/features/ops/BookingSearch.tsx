import { useId, useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { OPS_MONEY_TEXTS } from '#shared/domain/ops-money-texts';

const T = OPS_MONEY_TEXTS.booking;

const pathOf = (bookingId: string) => `/ops/bookings/${encodeURIComponent(bookingId)}`;

/** A booking's title linking to its console page. */
export function BookingLink({ id, title }: { id: string; title: string }) {
  return <Link to={pathOf(id)}>{title}</Link>;
}

/** Opens a booking's console page from its id (as a user or a mail quotes it). */
export function BookingSearch() {
  const id = useId();
  const navigate = useNavigate();
  const [bookingId, setBookingId] = useState('');
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const wanted = bookingId.trim();
    if (wanted) void navigate(pathOf(wanted));
  };
  return (
    <form onSubmit={submit} className="row" role="search" aria-labelledby={`${id}-title`} data-testid="ops-booking-search">
      <span id={`${id}-title`} className="visually-hidden">
        {T.find}
      </span>
      <label className="form-field">
        <span>{T.findLabel}</span>
        <input name="bookingId" value={bookingId} required maxLength={64} onChange={(e) => setBookingId(e.target.value)} />
      </label>
      <button type="submit" className="btn is-secondary">
        {T.findSubmit}
      </button>
    </form>
  );
}
