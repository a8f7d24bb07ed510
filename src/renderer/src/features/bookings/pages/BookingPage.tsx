import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { call } from '#api/client';
import { Page } from '#ui/Page';
import { BookingActions } from '../BookingActions';
import { BookingDetails } from '../BookingDetails';
import { RequireSignIn } from '#app/guards/RequireSignIn';
import { ReviewForm } from '#features/reviews/ReviewForm';
import { useLoad } from '../use-load';
import { TEXTS } from '../texts';
import '../bookings.css';

function BookingView({ bookingId }: { bookingId: string }) {
  const load = useCallback(
    (signal: AbortSignal) => call('bookingsGet', { params: { bookingId }, signal }).then((r) => r.booking),
    [bookingId],
  );
  const { data: booking, error, reload, set } = useLoad(load);
  return (
    <Page title={TEXTS.bookingTitle} className="page bk-page">
      {error && (
        <p className="bk-error" role="alert">
          {error}{' '}
          <button type="button" className="bk-link-button" onClick={reload}>
            {TEXTS.retry}
          </button>
        </p>
      )}
      {!booking && !error && <p role="status">{TEXTS.loading}</p>}
      {booking && (
        <>
          <BookingDetails booking={booking} />
          <BookingActions key={`${booking._id}-${booking.stage}`} booking={booking} onChange={set} />
          {booking.viewerRole === 'buyer' && booking.stage === 'completed' && !booking.review && (
            <ReviewForm bookingId={booking._id} onDone={() => reload()} />
          )}
        </>
      )}
    </Page>
  );
}

/** /bookings/{id}: one booking for its buyer (cancel, review) or its expert (accept, decline, complete). */
export default function BookingPage() {
  const { bookingId = '' } = useParams();
  return (
    <RequireSignIn title={TEXTS.bookingTitle}>
      <BookingView bookingId={bookingId} />
    </RequireSignIn>
  );
}
