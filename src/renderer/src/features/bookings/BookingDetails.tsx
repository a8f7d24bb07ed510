import { Link } from 'react-router-dom';
import { useDurations } from '#i18n/durations';
import { useIsolate } from '#features/catalog/bidi';
import type { Booking } from '#shared/contract/http/bookings';
import { StageBadge } from './StageBadge';
import { Stars } from '#features/reviews/StarRating';
import { useBookingFormat } from './format';
import { useFormat } from '#i18n/format';
import { TIER_KEYS } from './tiers';
import { deviceTimeZone } from './time';
import { useTranslation } from 'react-i18next';
import { useCancellationText } from './CancelSession';

/** What a booking is: gig, package, people, status, times (in the device's zone), note, amount. */
export function BookingDetails({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['bookings']);
  const isolate = useIsolate();
  const { duration } = useDurations();
  const { sessionTime, dateTime, credits } = useBookingFormat();
  const { percent } = useFormat();
  const zone = deviceTimeZone();
  const cancellationText = useCancellationText();
  return (
    <dl className="bk-details">
      <dt>{t('bookings:gig')}</dt>
      <dd>
        {booking.gigId ? (
          <Link to={`/gigs/${encodeURIComponent(booking.gigId)}`}>
            <bdi>{booking.gigTitle}</bdi>
          </Link>
        ) : (
          <bdi>{booking.gigTitle}</bdi>
        )}
      </dd>
      <dt>{t('bookings:package')}</dt>
      <dd>
        {t(TIER_KEYS[booking.tier])}: <bdi>{booking.packageTitle}</bdi> ({duration(booking.sessionTime)})
      </dd>
      <dt>{t('bookings:expert')}</dt>
      <dd>{booking.expert.displayName}</dd>
      <dt>{t('bookings:buyer')}</dt>
      <dd>{booking.buyer.name}</dd>
      <dt>{t('bookings:status')}</dt>
      <dd>
        <StageBadge status={booking.status} stage={booking.stage} showStage={booking.stage !== 'accepted'} />
      </dd>
      {booking.scheduledAt ? (
        <>
          <dt>{t('bookings:session')}</dt>
          <dd data-testid="booking-session">{sessionTime(booking.scheduledAt, zone)}</dd>
        </>
      ) : (
        <>
          <dt>{t('bookings:proposedTimes')}</dt>
          <dd>
            <ul className="bk-plain-list">
              {booking.proposedTimes.map((time) => (
                <li key={time}>{sessionTime(time, zone)}</li>
              ))}
            </ul>
            {booking.viewerRole === 'expert' && (
              <span className="text-muted">{t('bookings:buyerZone', { zone: booking.buyerTimeZone })}</span>
            )}
          </dd>
        </>
      )}
      <dt>{t('bookings:requestedOn')}</dt>
      <dd>{dateTime(booking.createdAt)}</dd>
      {booking.stage === 'requested' && (
        <>
          <dt>{t('bookings:answerBy')}</dt>
          <dd>{dateTime(booking.expiresAt)}</dd>
        </>
      )}
      {booking.note && (
        <>
          <dt>{t('bookings:noteLabel')}</dt>
          <dd className="bk-note">{booking.note}</dd>
        </>
      )}
      {booking.declineReason && (
        <>
          <dt>{t('bookings:declineReasonLabel')}</dt>
          <dd className="bk-note">{booking.declineReason}</dd>
        </>
      )}
      <dt>{t('bookings:amount')}</dt>
      <dd>{credits(booking.amount)}</dd>
      {booking.earning && (
        <>
          <dt>{t('bookings:youEarn')}</dt>
          <dd data-testid="booking-earning">
            {credits(booking.earning.credits)}{' '}
            <span className="bk-note">{t('bookings:afterFee', { percent: percent(booking.earning.feePercent), fee: credits(booking.earning.fee) })}</span>
          </dd>
        </>
      )}
      {booking.stage === 'cancelled' && booking.cancellation && (
        <>
          <dt>{t('bookings:cancellationLabel')}</dt>
          <dd data-testid="booking-cancellation">{cancellationText(booking.cancellation, booking.viewerRole === 'expert' ? 'expert' : 'buyerDone')}</dd>
        </>
      )}
      {booking.review && (
        <>
          <dt>{booking.viewerRole === 'expert' ? t('bookings:buyerReview', { name: isolate(booking.buyer.name) }) : t('bookings:yourReview')}</dt>
          <dd>
            <Stars rating={booking.review.rating} /> <span className="bk-note">{booking.review.text}</span>
          </dd>
        </>
      )}
    </dl>
  );
}
