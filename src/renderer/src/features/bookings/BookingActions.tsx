import { useId, useState } from 'react';
import { BOOKING_NOTE_MAX, formatSessionTime } from '#shared/domain/booking';
import type { Booking } from '#shared/contract/http/bookings';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { toast } from '#ui/toast';
import { useServerNow } from '#features/sessions/use-server-now';
import { deviceTimeZone } from './time';
import { TEXTS } from './texts';

type Action = 'accept' | 'decline' | 'complete' | 'cancel';

/**
 * What the viewer may do with a booking now: the expert accepts (picking one proposed time),
 * declines (with an optional reason) or marks it completed; the buyer cancels a request, or marks
 * a started session completed early (after confirming: the credits go to the expert; otherwise
 * the session is settled from attendance when its window closes). The server checks every one again.
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
  const ticking = useServerNow(0, 1000);
  const now = given ?? ticking;
  const id = useId();
  const [time, setTime] = useState(
    () => booking.proposedTimes.find((t) => Date.parse(t) >= now.getTime()) ?? '',
  );
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmComplete, setConfirmComplete] = useState(false);
  const zone = deviceTimeZone();

  const runner = useAction(
    async (action: Action, done: string) => {
      const params = { bookingId: booking._id };
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
    <p className="bk-error" role="alert">
      {error}
    </p>
  );

  if (booking.viewerRole === 'expert' && booking.stage === 'requested') {
    return (
      <div className="bk-actions">
        <fieldset className="bk-times">
          <legend>{TEXTS.acceptTime}</legend>
          {booking.proposedTimes.map((t) => {
            const past = Date.parse(t) < now.getTime();
            return (
              <label key={t} className={past ? 'is-past' : ''}>
                <input
                  type="radio"
                  name={`${id}-time`}
                  value={t}
                  checked={time === t}
                  disabled={past}
                  onChange={() => setTime(t)}
                />
                {formatSessionTime(t, zone)}
              </label>
            );
          })}
        </fieldset>
        <div className="bk-row">
          <button
            type="button"
            className="bk-button"
            disabled={busy !== null || !time}
            onClick={() => void run('accept', TEXTS.accepted)}
          >
            {busy === 'accept' ? TEXTS.accepting : TEXTS.accept}
          </button>
          {!declining && (
            <button
              type="button"
              className="bk-button is-secondary"
              disabled={busy !== null}
              onClick={() => setDeclining(true)}
            >
              {TEXTS.decline}
            </button>
          )}
        </div>
        {declining && (
          <div className="bk-decline">
            <label className="bk-field">
              <span>{TEXTS.declineReason}</span>
              <textarea
                value={reason}
                maxLength={BOOKING_NOTE_MAX}
                rows={2}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
            <div className="bk-row">
              <button
                type="button"
                className="bk-button is-danger"
                disabled={busy !== null}
                onClick={() => void run('decline', TEXTS.declined)}
              >
                {busy === 'decline' ? TEXTS.working : TEXTS.confirmDecline}
              </button>
              <button type="button" className="bk-button is-secondary" onClick={() => setDeclining(false)}>
                {TEXTS.keep}
              </button>
            </div>
          </div>
        )}
        {errorLine}
      </div>
    );
  }

  if (booking.stage === 'accepted') {
    const early = !booking.scheduledAt || Date.parse(booking.scheduledAt) > now.getTime();
    const buyer = booking.viewerRole === 'buyer';
    const complete = () => void run('complete', buyer ? TEXTS.completedByBuyer : TEXTS.completed);
    return (
      <div className="bk-actions">
        {buyer && confirmComplete ? (
          <div className="bk-row" role="group" aria-label={TEXTS.completeConfirm}>
            <span>{TEXTS.completeConfirm}</span>
            <button type="button" className="bk-button" disabled={busy !== null} onClick={complete}>
              {busy === 'complete' ? TEXTS.working : TEXTS.complete}
            </button>
            <button type="button" className="bk-button is-secondary" onClick={() => setConfirmComplete(false)}>
              {TEXTS.keep}
            </button>
          </div>
        ) : (
          <div className="bk-row">
            <button
              type="button"
              className={buyer ? 'bk-button is-secondary' : 'bk-button'}
              disabled={busy !== null || early}
              aria-describedby={early ? `${id}-hint` : undefined}
              onClick={buyer ? () => setConfirmComplete(true) : complete}
            >
              {busy === 'complete' ? TEXTS.working : TEXTS.complete}
            </button>
            {early && (
              <span id={`${id}-hint`} className="bk-muted">
                {TEXTS.completeHint}
              </span>
            )}
          </div>
        )}
        {errorLine}
      </div>
    );
  }

  if (booking.viewerRole === 'buyer' && booking.stage === 'requested') {
    return (
      <div className="bk-actions">
        {confirmCancel ? (
          <div className="bk-row" role="group" aria-label={TEXTS.cancelConfirm}>
            <span>{TEXTS.cancelConfirm}</span>
            <button
              type="button"
              className="bk-button is-danger"
              disabled={busy !== null}
              onClick={() => void run('cancel', TEXTS.cancelled)}
            >
              {busy === 'cancel' ? TEXTS.working : TEXTS.cancel}
            </button>
            <button type="button" className="bk-button is-secondary" onClick={() => setConfirmCancel(false)}>
              {TEXTS.keep}
            </button>
          </div>
        ) : (
          <button type="button" className="bk-button is-secondary" onClick={() => setConfirmCancel(true)}>
            {TEXTS.cancel}
          </button>
        )}
        {errorLine}
      </div>
    );
  }
  return null;
}
