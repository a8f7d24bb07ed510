import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, call, networkError } from '#api/client';
import { useTranslation } from 'react-i18next';

/** "Messages" on a booking: opens its thread (the same as its room's chat), before or after the session. */
export function BookingThreadButton({ bookingId, className }: { bookingId: string; className?: string }) {
  const { t } = useTranslation(['conversations']);
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
        setError(err instanceof ApiError ? err.message : networkError().message);
      },
    );
  };
  return (
    <>
      <button type="button" className={className} onClick={open} disabled={busy}>
        {busy ? t('conversations:contacting') : t('conversations:bookingThread')}
      </button>
      {error && (
        <p className="bk-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
