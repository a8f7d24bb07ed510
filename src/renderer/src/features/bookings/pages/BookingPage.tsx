import { useParams } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { Page } from '#ui/Page';
import { BookingActions } from '../BookingActions';
import { BookingDetails } from '../BookingDetails';
import { AddToCalendar } from '../AddToCalendar';
import { RequireSignIn } from '#app/guards/RequireSignIn';
import { ReviewForm } from '#features/reviews/ReviewForm';
import { SessionLink } from '#features/sessions/SessionLink';
import { SettlementSummary } from '#features/sessions/SettlementSummary';
import { sessionWasHeld } from '#shared/domain/session-settlement';
import { BookingThreadButton } from '#features/messages/BookingThreadButton';
import { DisputePanel } from '#features/disputes/DisputePanel';
import { useTranslation } from 'react-i18next';
import '#ui/forms.css';
import '../bookings.css';

function BookingView({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation(['bookings', 'common']);
  const { data: booking, error, retry, set } = useQuery(['bookingsGet', bookingId], (signal) =>
    call('bookingsGet', { params: { bookingId }, signal }).then((r) => r.booking),
  );
  return (
    <Page title={t('bookings:bookingTitle')} className="page page-stack">
      {error && <RetryAlert message={error.message} onRetry={retry} className="text-error" buttonClassName="btn-link" />}
      {!booking && !error && <p role="status">{t('common:loading')}</p>}
      {booking && (
        <>
          <BookingDetails booking={booking} />
          {booking.settlement && <SettlementSummary settlement={booking.settlement} />}
          <SessionLink bookingId={booking.id} stage={booking.stage} className="btn" />
          {booking.stage === 'accepted' && <AddToCalendar bookingId={booking.id} />}
          <BookingThreadButton bookingId={booking.id} className="btn" />
          {/* Keys unique among these siblings: two equal keys left the old actions on the page when the stage changed. */}
          <BookingActions key={`actions-${booking.id}-${booking.stage}`} booking={booking} onChange={set} />
          {booking.viewerRole === 'buyer' &&
            !booking.review &&
            sessionWasHeld({ stage: booking.stage, credits: booking.amount, settlement: booking.settlement }) && (
            <ReviewForm bookingId={booking.id} onDone={retry} />
          )}
          <DisputePanel key={`dispute-${booking.id}-${booking.stage}`} bookingId={booking.id} />
        </>
      )}
    </Page>
  );
}

/** /bookings/{id}: one booking for its buyer (cancel, review) or its expert (accept, decline, complete). */
export default function BookingPage() {
  const { t } = useTranslation(['bookings', 'common']);
  const { bookingId = '' } = useParams();
  return (
    <RequireSignIn title={t('bookings:bookingTitle')}>
      <BookingView bookingId={bookingId} />
    </RequireSignIn>
  );
}
