import { Link } from 'react-router-dom';
import { PRICING_TIER_LABELS } from '#shared/domain/gig-pricing';
import { formatSessionTime } from '#shared/domain/booking';
import type { Booking } from '#shared/contract/http/bookings';
import { formatCredits } from '#shared/domain/wallet';
import { StageBadge } from './StageBadge';
import { Stars } from '#features/reviews/StarRating';
import { formatDateTime } from './format';
import { deviceTimeZone } from './time';
import { TEXTS } from './texts';

/** What a booking is: gig, package, people, status, times (in the device's zone), note, amount. */
export function BookingDetails({ booking }: { booking: Booking }) {
  const zone = deviceTimeZone();
  return (
    <dl className="bk-details">
      <dt>{TEXTS.gig}</dt>
      <dd>
        {booking.gigId ? (
          <Link to={`/gigs/${encodeURIComponent(booking.gigId)}`}>{booking.gigTitle}</Link>
        ) : (
          booking.gigTitle
        )}
      </dd>
      <dt>{TEXTS.package}</dt>
      <dd>
        {PRICING_TIER_LABELS[booking.tier]}: {booking.packageTitle} ({booking.sessionTime})
      </dd>
      <dt>{TEXTS.expert}</dt>
      <dd>{booking.expert.displayName}</dd>
      <dt>{TEXTS.buyer}</dt>
      <dd>{booking.buyer.name}</dd>
      <dt>{TEXTS.status}</dt>
      <dd>
        <StageBadge status={booking.status} stage={booking.stage} showStage={booking.stage !== 'accepted'} />
      </dd>
      {booking.scheduledAt ? (
        <>
          <dt>{TEXTS.session}</dt>
          <dd data-testid="booking-session">{formatSessionTime(booking.scheduledAt, zone)}</dd>
        </>
      ) : (
        <>
          <dt>{TEXTS.proposedTimes}</dt>
          <dd>
            <ul className="bk-plain-list">
              {booking.proposedTimes.map((t) => (
                <li key={t}>{formatSessionTime(t, zone)}</li>
              ))}
            </ul>
            {booking.viewerRole === 'expert' && (
              <span className="bk-muted">{TEXTS.buyerZone(booking.buyerTimeZone)}</span>
            )}
          </dd>
        </>
      )}
      <dt>{TEXTS.requestedOn}</dt>
      <dd>{formatDateTime(booking.createdAt)}</dd>
      {booking.stage === 'requested' && (
        <>
          <dt>{TEXTS.answerBy}</dt>
          <dd>{formatDateTime(booking.expiresAt)}</dd>
        </>
      )}
      {booking.note && (
        <>
          <dt>{TEXTS.noteLabel}</dt>
          <dd className="bk-note">{booking.note}</dd>
        </>
      )}
      {booking.declineReason && (
        <>
          <dt>{TEXTS.declineReasonLabel}</dt>
          <dd className="bk-note">{booking.declineReason}</dd>
        </>
      )}
      <dt>{TEXTS.amount}</dt>
      <dd>{formatCredits(booking.amount)}</dd>
      {booking.review && (
        <>
          <dt>{TEXTS.yourReview}</dt>
          <dd>
            <Stars rating={booking.review.rating} /> <span className="bk-note">{booking.review.text}</span>
          </dd>
        </>
      )}
    </dl>
  );
}
