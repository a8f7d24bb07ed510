import { useNavigate } from 'react-router-dom';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { refusalText } from './refusal';

/** Opens the offer's thread (its buyer and its expert), made on first use, in the messages page. */
export function OfferThreadButton({ requestId, offerId, label, busyLabel }: { requestId: string; offerId: string; label: string; busyLabel: string }) {
  const navigate = useNavigate();
  // Kept busy until the thread's page replaces this one.
  const open = useAction(
    async () => {
      const { conversationId } = await call('requestsOfferThread', { params: { requestId, offerId }, body: {} });
      await navigate(`/messages/${encodeURIComponent(conversationId)}`);
    },
    { errorOf: refusalText },
  );
  return (
    <>
      <button type="button" className="btn-link" onClick={() => void open.run()} disabled={open.busy}>
        {open.busy ? busyLabel : label}
      </button>
      {open.error && (
        <p className="text-error" role="alert">
          {open.error}
        </p>
      )}
    </>
  );
}
