import { useId, useState } from 'react';
import { BOOKING_NOTE_MAX } from '#shared/domain/booking-rules';
import type { Booking } from '#shared/contract/http/bookings';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { toast } from '#ui/toast';
import { useServerNow } from '#features/sessions/use-server-now';
import { deviceTimeZone } from './time';
import { useBookingFormat } from './format';
import { useTranslation } from 'react-i18next';
import { CancelSession } from './CancelSession';

type Action = 'accept' | 'decline' | 'complete' | 'cancel';

/**
 * What the viewer may do with a booking now: the expert accepts (picking one proposed time, then
 * confirming it once: accepting commits them to that time) or declines (with an optional reason); an accepted session is settled from attendance, so the
 * expert has no button for it. The buyer cancels a request or, before its start, an accepted session
 * (./CancelSession, which says first what happens to the credits), or confirms a started session early
 * (after confirming: the credits go to the expert; the server refuses it until both were in the
 * room together). The server checks every one again.
 * Time-dependent buttons follow the clock (`now`, else this device's clock, read every second).
 */
export function BookingActions({
  booking,
  onChange,
  now: given,
}: {
  booking: Booking;
  onChange: (b: Booking) => void;
  now?: Date;
}) {
  const { sessionTime } = useBookingFormat();
  const { t } = useTranslation(['bookings']);
  const ticking = useServerNow(0, 1000);
  const now = given ?? ticking;
  const id = useId();
  const [time, setTime] = useState(
    () => booking.proposedTimes.find((p) => Date.parse(p) >= now.getTime()) ?? '',
  );
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmComplete, setConfirmComplete] = useState(false);
  const [confirmAccept, setConfirmAccept] = useState(false);
  const zone = deviceTimeZone();

  const runner = useAction(
    async (action: Action, done: string) => {
      const params = { bookingId: booking.id };
      const res =
        action === 'accept'
          ? await call('bookingsAccept', { params, body: { scheduledAt: time } })
          : action === 'decline'
            ? await call('bookingsDecline', { params, body: { reason } })
            : action === 'complete'
              ? await call('bookingsComplete', { params, body: {} })
              : await call('bookingsCancel', { params, body: {} });
      toast.success(done);
      onChange(res.booking);
    },
    { onError: (_, message) => toast.error(message) },
  );
  const { run, error } = runner;
  /** The action under way, for its button's label. */
  const busy = runner.pending?.[0] ?? null;

  const errorLine = error && (
    <p className="text-error" role="alert">
      {error}
    </p>
  );

  if (booking.viewerRole === 'expert' && booking.stage === 'requested') {
    return (
      <div className="bk-actions">
        <fieldset className="bk-times">
          <legend>{t('bookings:acceptTime')}</legend>
          {booking.proposedTimes.map((proposed) => {
            const past = Date.parse(proposed) < now.getTime();
            return (
              <label key={proposed} className={past ? 'is-past' : ''}>
                <input
                  type="radio"
                  name={`${id}-time`}
                  value={proposed}
                  checked={time === proposed}
                  disabled={past}
                  onChange={() => {
                    setTime(proposed);
                    setConfirmAccept(false);
                  }}
                />
                {sessionTime(proposed, zone)}
              </label>
            );
          })}
        </fieldset>
        {confirmAccept && time ? (
          <div className="row" role="group" aria-label={t('bookings:acceptConfirm', { time: sessionTime(time, zone) })}>
            <span>{t('bookings:acceptConfirm', { time: sessionTime(time, zone) })}</span>
            <button type="button" className="btn" disabled={busy !== null} onClick={() => void run('accept', t('bookings:accepted'))}>
              {busy === 'accept' ? t('bookings:accepting') : t('bookings:acceptYes')}
            </button>
            <button type="button" className="btn is-secondary" disabled={busy !== null} onClick={() => setConfirmAccept(false)}>
              {t('bookings:goBack')}
            </button>
          </div>
        ) : (
          <div className="row">
            <button
              type="button"
              className="btn"
              disabled={busy !== null || !time}
              onClick={() => {
                setDeclining(false);
                setConfirmAccept(true);
              }}
            >
              {t('bookings:accept')}
            </button>
            {!declining && (
              <button
                type="button"
                className="btn is-secondary"
                disabled={busy !== null}
                onClick={() => setDeclining(true)}
              >
                {t('bookings:decline')}
              </button>
            )}
          </div>
        )}
        {declining && !confirmAccept && (
          <div className="bk-decline">
            <label className="form-field">
              <span>{t('bookings:declineReason')}</span>
              <textarea
                value={reason}
                maxLength={BOOKING_NOTE_MAX}
                rows={2}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
            <div className="row">
              <button
                type="button"
                className="btn is-danger"
                disabled={busy !== null}
                onClick={() => void run('decline', t('bookings:declined'))}
              >
                {busy === 'decline' ? t('bookings:working') : t('bookings:confirmDecline')}
              </button>
              <button type="button" className="btn is-secondary" onClick={() => setDeclining(false)}>
                {t('bookings:keep')}
              </button>
            </div>
          </div>
        )}
        {errorLine}
      </div>
    );
  }

  // The expert has no button: attendance settles the session (or the buyer confirms it early).
  if (booking.stage === 'accepted' && booking.viewerRole === 'expert') {
    return (
      <div className="bk-actions">
        <p className="text-muted">{t('bookings:settledByAttendance')}</p>
      </div>
    );
  }

  if (booking.stage === 'accepted') {
    const early = !booking.scheduledAt || Date.parse(booking.scheduledAt) > now.getTime();
    // The server offers the terms only while the session may still be cancelled (before its start).
    const cancellable = early && booking.cancellation !== null;
    const complete = () => void run('complete', t('bookings:completedByBuyer'));
    return (
      <div className="bk-actions">
        {confirmComplete ? (
          <div className="row" role="group" aria-label={t('bookings:completeConfirm')}>
            <span>{t('bookings:completeConfirm')}</span>
            <button type="button" className="btn" disabled={busy !== null} onClick={complete}>
              {busy === 'complete' ? t('bookings:working') : t('bookings:complete')}
            </button>
            <button type="button" className="btn is-secondary" onClick={() => setConfirmComplete(false)}>
              {t('bookings:keep')}
            </button>
          </div>
        ) : (
          <div className="row">
            <button
              type="button"
              className="btn is-secondary"
              disabled={busy !== null || early}
              aria-describedby={early ? `${id}-hint` : undefined}
              onClick={() => setConfirmComplete(true)}
            >
              {busy === 'complete' ? t('bookings:working') : t('bookings:complete')}
            </button>
            {early && (
              <span id={`${id}-hint`} className="text-muted">
                {t('bookings:completeHint')}
              </span>
            )}
          </div>
        )}
        {cancellable && !confirmComplete && <CancelSession booking={booking} onChange={onChange} />}
        {errorLine}
      </div>
    );
  }

  if (booking.viewerRole === 'buyer' && booking.stage === 'requested') {
    return (
      <div className="bk-actions">
        {confirmCancel ? (
          <div className="row" role="group" aria-label={t('bookings:cancelConfirm')}>
            <span>{t('bookings:cancelConfirm')}</span>
            <button
              type="button"
              className="btn is-danger"
              disabled={busy !== null}
              onClick={() => void run('cancel', t('bookings:cancelled'))}
            >
              {busy === 'cancel' ? t('bookings:working') : t('bookings:cancel')}
            </button>
            <button type="button" className="btn is-secondary" onClick={() => setConfirmCancel(false)}>
              {t('bookings:keep')}
            </button>
          </div>
        ) : (
          <button type="button" className="btn is-secondary" onClick={() => setConfirmCancel(true)}>
            {t('bookings:cancel')}
          </button>
        )}
        {errorLine}
      </div>
    );
  }
  return null;
}
