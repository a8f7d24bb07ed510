import { useNavigate } from 'react-router-dom';
import { ApiError, call, networkError } from '#api/client';
import { useAction } from '#api/use-action';
import { useTranslation } from 'react-i18next';

/** The server's message for a refused thread, else the client's network message. */
const threadFailure = (err: unknown) => (err instanceof ApiError ? err.message : networkError().message);

/** "Messages" on a booking: opens its thread (the same as its room's chat), before or after the session. */
export function BookingThreadButton({ bookingId, className }: { bookingId: string; className?: string }) {
  const { t } = useTranslation(['conversations']);
  const navigate = useNavigate();
  // Kept busy until the thread's page replaces this one.
  const open = useAction(
    async () => {
      const { conversation } = await call('conversationsForBooking', { params: { bookingId } });
      await navigate(`/messages/${conversation.id}`);
    },
    { errorOf: threadFailure },
  );
  return (
    <>
      <button type="button" className={className} onClick={() => void open.run()} disabled={open.busy}>
        {open.busy ? t('conversations:contacting') : t('conversations:bookingThread')}
      </button>
      {open.error && (
        <p className="text-error" role="alert">
          {open.error}
        </p>
      )}
    </>
  );
}
