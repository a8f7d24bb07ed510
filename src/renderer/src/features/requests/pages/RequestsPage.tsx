import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RequestState } from '#shared/domain/requests';
import { requestPath } from '#shared/domain/requests';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { Page } from '#ui/Page';
import type { FullKey } from '#i18n/namespaces';
import { useFormat } from '#i18n/format';
import { RequireSignIn } from '#app/guards/RequireSignIn';
import '../requests.css';

export const STATE_KEYS: Record<RequestState, FullKey<'bookings'>> = {
  open: 'bookings:rq.state.open',
  booked: 'bookings:rq.state.booked',
  closed: 'bookings:rq.state.closed',
  expired: 'bookings:rq.state.expired',
};

function Requests() {
  const { t } = useTranslation(['bookings', 'common']);
  const format = useFormat();
  const query = useQuery('requestsMine', (signal) => call('requestsMine', { signal }));
  return (
    <Page title={t('bookings:rq.listTitle')} className="page page-stack">
      <p>{t('bookings:rq.listIntro')}</p>
      <p>
        <Link className="btn" to="/requests/new">
          {t('bookings:rq.post')}
        </Link>
      </p>
      {query.error && (
        <RetryAlert
          message={t('common:loadFailed')}
          onRetry={query.retry}
          className="text-error"
          buttonClassName="btn-link"
        />
      )}
      {!query.data && !query.error && <p role="status">{t('common:loading')}</p>}
      {query.data && query.data.requests.length === 0 && <p>{t('bookings:rq.empty')}</p>}
      {query.data && query.data.requests.length > 0 && (
        <ul className="rq-list">
          {query.data.requests.map((r) => (
            <li key={r.id} className="rq-row" data-testid="request-row">
              <Link to={requestPath(r.id)} dir="auto">
                {r.title}
              </Link>
              <span className="rq-meta">
                <span className="rq-state">{t(STATE_KEYS[r.state])}</span>
                <span>{t('bookings:rq.offers', { count: r.offersCount })}</span>
                {r.state === 'open' && (
                  <span>{t('bookings:rq.openUntil', { date: format.dateTime(r.expiresAt) })}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

/** /requests: the buyer's requests, newest first, with their state and offers count. */
export default function RequestsPage() {
  const { t } = useTranslation(['bookings']);
  return (
    <RequireSignIn title={t('bookings:rq.listTitle')}>
      <Requests />
    </RequireSignIn>
  );
}
