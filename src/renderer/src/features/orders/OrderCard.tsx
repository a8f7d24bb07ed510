import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES, useFormat } from '#i18n/format';
import { useLanguage } from '#i18n/language';
import { formatSessionTime } from '#shared/domain/booking-rules';
import type { Booking } from '#shared/contract/http/bookings';
import { rupeesOf } from '#shared/domain/pricing-tiers';
import { Avatar } from '#ui/Avatar';
import { BookingActions } from '#features/bookings/BookingActions';
import { StageBadge } from '#features/bookings/StageBadge';
import { deviceTimeZone } from '#features/bookings/time';
import { SessionLink } from '#features/sessions/SessionLink';

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
  const { t } = useTranslation(['orders']);
  const format = useFormat();
  const language = useLanguage();
  const zone = deviceTimeZone();
  return (
    <article className="card bk-order" aria-label={`${booking.gigTitle} — ${booking.buyer.name}`}>
      <header className="bk-order-head">
        <Avatar name={booking.buyer.name} src={null} size={36} />
        <div>
          <strong>
            <bdi>{booking.buyer.name}</bdi>
          </strong>
          <div className="text-muted">
            <bdi>{booking.gigTitle}</bdi> · <bdi>{booking.skill}</bdi>
          </div>
        </div>
      </header>
      <StageBadge status={booking.status} stage={booking.stage} scheduledAt={booking.scheduledAt} />
      <p>
        {booking.scheduledAt
          ? formatSessionTime(booking.scheduledAt, zone, language === 'en' ? undefined : INTL_LOCALES[language])
          : t('orders:proposedTimes', { count: booking.proposedTimes.length, n: format.number(booking.proposedTimes.length) })}{' '}
        · {t('orders:creditsInRupees', { count: booking.amount, n: format.number(booking.amount), rupees: format.rupees(rupeesOf(booking.amount)) })}
      </p>
      {booking.note && (
        <p className="bk-note" dir="auto">
          {booking.note}
        </p>
      )}
      {actions && <BookingActions key={booking.stage} booking={booking} onChange={onChange} />}
      <div className="row">
        <SessionLink bookingId={booking.id} stage={booking.stage} className="btn" />
        <Link to={`/bookings/${encodeURIComponent(booking.id)}`}>{t('orders:open')}</Link>
      </div>
    </article>
  );
}
