import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { requestPath } from '#shared/domain/requests';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { useLiveMessages } from '#api/shared-live';
import { RetryAlert } from '#ui/LoadFailed';
import { useDurations } from '#i18n/durations';
import { useFormat } from '#i18n/format';
import { useBookingFormat } from '#features/bookings/format';
import './requests.css';

/** The expert dashboard's "Requests for you": the open requests they were matched to, new ones arriving live. */
export default function RequestsForYou() {
  const { t } = useTranslation(['bookings', 'common']);
  const durations = useDurations();
  const format = useFormat();
  const { sessionTime } = useBookingFormat();
  const query = useQuery('requestsForYou', (signal) => call('requestsForYou', { signal }));
  useLiveMessages(
    'requests-for-you',
    (m) => {
      if (m.type === 'notification.new' && m.notification.kind === 'request.matched') query.retry();
    },
    query.retry,
  );
  return (
    <section className="dash-card" aria-labelledby="rq-for-you" id="requests">
      <h2 id="rq-for-you">{t('bookings:rq.forYouTitle')}</h2>
      {query.error && (
        <RetryAlert
          message={t('common:loadFailed')}
          onRetry={query.retry}
          className="text-error"
          buttonClassName="btn-link"
        />
      )}
      {query.data && query.data.requests.length === 0 && <p>{t('bookings:rq.forYouEmpty')}</p>}
      {query.data && query.data.requests.length > 0 && (
        <ul className="rq-list">
          {query.data.requests.map((r) => (
            <li key={r.id} className="rq-row" data-testid="request-for-you">
              <Link to={requestPath(r.id)} dir="auto">
                {r.title}
              </Link>
              <span className="rq-meta">
                <span>
                  {t('bookings:rq.budget', {
                    min: format.number(r.budgetMin),
                    max: format.number(r.budgetMax),
                  })}
                </span>
                <span>{durations.duration(r.sessionTime)}</span>
                {r.windows[0] && <span>{sessionTime(r.windows[0].start, r.timeZone)}</span>}
                <span className="rq-state">
                  {r.answered === 'offered'
                    ? t('bookings:rq.answered.offered')
                    : r.answered === 'declined'
                      ? t('bookings:rq.answered.declined')
                      : t('bookings:rq.answer')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
