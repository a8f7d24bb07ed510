import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, call } from '#api/client';
import { TEXTS } from './texts';

/** "Messages" on a booking: opens its thread (the same as its room's chat), before or after the session. */
export function BookingThreadButton({ bookingId, className }: { bookingId: string; className?: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = () => {
    setBusy(true);
    setError(null);
    call('conversationsForBooking', { params: { bookingId } }).then(
      ({ conversation }) => navigate(`/messages/${conversation.id}`),
      (err: unknown) => {
        setBusy(false);
        setError(err instanceof ApiError ? err.message : 'Something went wrong!');
      },
    );
  };
  return (
    <>
      <button type="button" className={className} onClick={open} disabled={busy}>
        {busy ? TEXTS.contacting : TEXTS.bookingThread}
      </button>
      {error && (
        <p className="bk-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
