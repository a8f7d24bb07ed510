import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { useBookingFormat } from '#features/bookings/format';
import { DisputeForm } from './DisputeForm';
import { DisputeView } from './DisputeView';

/**
 * The booking page's dispute: while one may be opened (a party, within 72 hours of the settlement),
 * the "Report a problem" entry and its form; once opened, the dispute for both sides. Nothing for a
 * booking that is not settled or whose window closed without one.
 */
export function DisputePanel({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation(['bookings']);
  const { dateTime } = useBookingFormat();
  const id = useId();
  const [opening, setOpening] = useState(false);
  const { data, error, retry, set } = useQuery(['disputeOfBooking', bookingId], (signal) => call('disputeOfBooking', { params: { bookingId }, signal }));
  if (error) return <RetryAlert message={error.message} onRetry={retry} className="text-error" buttonClassName="btn-link" />;
  if (!data) return null;
  if (data.dispute) return <DisputeView dispute={data.dispute} onChange={set} />;
  if (!data.canOpenUntil) return null;
  return (
    <section className="card page-stack" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('bookings:dispute.heading')}</h2>
      <p>{t('bookings:dispute.openUntil', { when: dateTime(data.canOpenUntil) })}</p>
      {opening ? (
        <DisputeForm
          bookingId={bookingId}
          onOpened={(d) => {
            setOpening(false);
            set(d);
          }}
          onCancel={() => setOpening(false)}
        />
      ) : (
        <button type="button" className="btn" onClick={() => setOpening(true)}>
          {t('bookings:dispute.openEntry')}
        </button>
      )}
    </section>
  );
}
