import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RequestDetail } from '#shared/contract/http/requests';
import { requestPath } from '#shared/domain/requests';
import { ApiError, call } from '#api/client';
import { useAction } from '#api/use-action';
import { useQuery } from '#api/use-query';
import { useLiveMessages } from '#api/shared-live';
import { RetryAlert } from '#ui/LoadFailed';
import { Page } from '#ui/Page';
import { useDurations } from '#i18n/durations';
import { useFormat } from '#i18n/format';
import { useCatalogNames } from '#i18n/catalog-names';
import { useOnDemandMessages } from '#i18n/on-demand-messages';
import { useAtomValue, usernameAtom } from '#state';
import { RequireSignIn } from '#app/guards/RequireSignIn';
import { useBookingFormat } from '#features/bookings/format';
import { ORDERS_SECTION_ID } from '#features/orders/section-id';
import { AttachmentItem } from '../AttachmentItem';
import { OfferCard } from '../OfferCard';
import { OfferForm } from '../OfferForm';
import { refusalText } from '../refusal';
import { STATE_KEYS } from './RequestsPage';
import '#ui/forms.css';
import '../requests.css';

/** What the request asks: its text, topic, length, budget and windows. */
function Summary({ request }: { request: RequestDetail }) {
  const { t } = useTranslation(['bookings']);
  const durations = useDurations();
  const names = useCatalogNames();
  const format = useFormat();
  const { sessionTime } = useBookingFormat();
  return (
    <>
      <p className="rq-meta">
        <span className="rq-state">{t(STATE_KEYS[request.state])}</span>
        {[request.software, request.skill ? names.name(request.skill) : null].filter(Boolean).map((topic) => (
          <span key={topic}>{topic}</span>
        ))}
        <span>{t('bookings:rq.session', { length: durations.duration(request.sessionTime) })}</span>
        <span>
          {t('bookings:rq.budget', {
            min: format.number(request.budgetMin),
            max: format.number(request.budgetMax),
          })}
        </span>
      </p>
      <p dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
        {request.description}
      </p>
      {request.attachments.length > 0 && (
        <ul className="rq-attachments" aria-label={t('bookings:rq.field.attachments')}>
          {request.attachments.map((a, i) => (
            <li key={a.url}>
              <AttachmentItem attachment={a} n={i + 1} size="large" />
            </li>
          ))}
        </ul>
      )}
      <h2>{t('bookings:rq.windows')}</h2>
      <ul>
        {request.windows.map((w) => (
          <li key={w.start}>
            {sessionTime(w.start, request.timeZone)} – {sessionTime(w.end, request.timeZone)}
          </li>
        ))}
      </ul>
    </>
  );
}

function BuyerView({ request, onChange }: { request: RequestDetail; onChange: () => void }) {
  const { t } = useTranslation(['bookings']);
  const username = useAtomValue(usernameAtom);
  const [short, setShort] = useState<number | null>(null);
  const accept = useAction(
    async (offerId: string, scheduledAt: string) => {
      setShort(null);
      try {
        await call('requestsAccept', { params: { requestId: request.id, offerId }, body: { scheduledAt } });
      } catch (err) {
        if (err instanceof ApiError && err.code === 'INSUFFICIENT_CREDITS')
          setShort(request.offers.find((o) => o.id === offerId)?.credits ?? null);
        throw err;
      }
      onChange();
    },
    { errorOf: refusalText },
  );
  const close = useAction(
    async () => {
      await call('requestsClose', { params: { requestId: request.id }, body: {} });
      onChange();
    },
    { errorOf: refusalText },
  );
  const open = request.state === 'open';
  return (
    <>
      <p>
        <Link to="/requests">{t('bookings:rq.listTitle')}</Link>
      </p>
      {request.state === 'booked' && (
        <p role="status">
          {t('bookings:rq.bookedNote')}{' '}
          {username && (
            <Link to={`/users/${encodeURIComponent(username)}#${ORDERS_SECTION_ID}`}>
              {t('bookings:rq.seeOrders')}
            </Link>
          )}
        </p>
      )}
      <section aria-labelledby="rq-offers-title">
        <h2 id="rq-offers-title">{t('bookings:rq.offersTitle')}</h2>
        {request.offers.length === 0 && <p>{t('bookings:rq.noOffers')}</p>}
        {accept.error && (
          <p className="text-error" role="alert">
            {accept.error}{' '}
            {short !== null && (
              <Link to={`/wallet?need=${short}&back=${encodeURIComponent(requestPath(request.id))}`}>
                {t('bookings:rq.buyCredits')}
              </Link>
            )}
          </p>
        )}
        <div className="rq-offers" aria-live="polite">
          {request.offers.map((o) => (
            <OfferCard
              key={o.id}
              requestId={request.id}
              viewer="buyer"
              offer={o}
              zone={request.timeZone}
              canAccept={open}
              busy={accept.busy}
              onAccept={(time) => void accept.run(o.id, time)}
            />
          ))}
        </div>
      </section>
      {open && (
        <p>
          <button type="button" className="btn-link" disabled={close.busy} onClick={() => void close.run()}>
            {close.busy ? t('bookings:rq.closing') : t('bookings:rq.close')}
          </button>
        </p>
      )}
    </>
  );
}

function ExpertView({ request, onChange }: { request: RequestDetail; onChange: (r: RequestDetail) => void }) {
  const { t } = useTranslation(['bookings']);
  const [mine] = request.offers;
  if (mine)
    return (
      <section aria-labelledby="rq-mine">
        <h2 id="rq-mine">{t('bookings:rq.yourOffer')}</h2>
        <div className="rq-offers">
          <OfferCard
            requestId={request.id}
            viewer="expert"
            offer={mine}
            zone={request.timeZone}
            canAccept={false}
            busy={false}
            onAccept={() => undefined}
          />
        </div>
      </section>
    );
  if (request.declined) return <p>{t('bookings:rq.declined')}</p>;
  if (request.state !== 'open') return null;
  return <OfferForm request={request} onDone={onChange} />;
}

function Request({ requestId }: { requestId: string }) {
  const { t } = useTranslation(['bookings', 'common']);
  useOnDemandMessages('request-rules');
  const query = useQuery(['requestsGet', requestId], (signal) =>
    call('requestsGet', { params: { requestId }, signal }),
  );
  // A new offer (or a closed one) comes as a bell notice about this request: the page reads it again.
  useLiveMessages(
    requestId,
    (m) => {
      if (m.type === 'notification.new' && m.notification.link === requestPath(requestId)) query.retry();
    },
    query.retry,
  );
  const request = query.data?.request;
  return (
    <Page title={request?.title ?? t('bookings:rq.detailTitle')} className="page page-stack">
      {query.error && (
        <RetryAlert
          message={query.error.message}
          onRetry={query.retry}
          className="text-error"
          buttonClassName="btn-link"
        />
      )}
      {!request && !query.error && <p role="status">{t('common:loading')}</p>}
      {request && (
        <>
          <Summary request={request} />
          {request.viewerRole === 'buyer' ? (
            <BuyerView request={request} onChange={query.retry} />
          ) : (
            <ExpertView request={request} onChange={(r) => query.set({ request: r })} />
          )}
        </>
      )}
    </Page>
  );
}

/** /requests/:requestId: its buyer compares the offers as they arrive and accepts one; a matched expert offers or declines. */
export default function RequestPage() {
  const { t } = useTranslation(['bookings']);
  const { requestId = '' } = useParams();
  return (
    <RequireSignIn title={t('bookings:rq.detailTitle')}>
      <Request requestId={requestId} />
    </RequireSignIn>
  );
}
