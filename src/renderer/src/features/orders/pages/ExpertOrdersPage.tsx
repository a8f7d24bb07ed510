import { useState } from 'react';
import { useIsolate } from '#features/catalog/bidi';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES, useFormat } from '#i18n/format';
import { useLanguage } from '#i18n/language';
import type { OrdersQuery } from '#shared/domain/booking';
import { formatSessionTime } from '#shared/domain/booking-rules';
import { ORDER_STATUS_OPTIONS, ORDER_SORT_OPTIONS } from '#shared/domain/orders';
import { rupeesOf } from '#shared/domain/pricing-tiers';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { Page } from '#ui/Page';
import { RequireExpertUser } from '#app/guards/RequireExpertUser';
import { StageBadge } from '#features/bookings/StageBadge';
import { deviceTimeZone } from '#features/bookings/time';
import { SessionLink } from '#features/sessions/SessionLink';
import { SORT_LABELS, STATUS_LABELS } from '../labels';
import '#ui/forms.css';
import '#features/bookings/bookings.css';
import '../order-cards.css';

function Orders() {
  const { t } = useTranslation(['orders', 'common']);
  const isolate = useIsolate();
  const format = useFormat();
  const language = useLanguage();
  const locale = language === 'en' ? undefined : INTL_LOCALES[language];
  const columns = [t('orders:column.buyer'), t('orders:column.gig'), t('orders:column.session'), t('orders:column.status'), t('orders:column.amount'), ''];
  const [query, setQuery] = useState<Required<Pick<OrdersQuery, 'status' | 'sortBy' | 'search'>>>({
    status: 'all',
    sortBy: 'latest',
    search: '',
  });
  const { data, error } = useQuery(['bookingsExpert', query.status, query.sortBy, query.search], (signal) =>
    call('bookingsExpert', { query, signal }).then((r) => r.bookings),
  );
  const zone = deviceTimeZone();
  return (
    <Page title={t('orders:title')} className="page page-stack">
      <div className="form-filters">
        <label>
          <span>{t('orders:status')}</span>
          <select
            value={query.status}
            onChange={(e) => setQuery((q) => ({ ...q, status: e.target.value as typeof q.status }))}
          >
            {ORDER_STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {t(STATUS_LABELS[o.value])}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('orders:sortBy')}</span>
          <select
            value={query.sortBy}
            onChange={(e) => setQuery((q) => ({ ...q, sortBy: e.target.value as typeof q.sortBy }))}
          >
            {ORDER_SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {t(SORT_LABELS[o.value])}
              </option>
            ))}
          </select>
        </label>
        <input
          type="search"
          aria-label={t('orders:searchOrders')}
          placeholder={t('orders:searchOrders')}
          value={query.search}
          onChange={(e) => setQuery((q) => ({ ...q, search: e.target.value }))}
        />
      </div>
      {error && <p className="text-error">{t('common:loadFailed')}</p>}
      {!data && !error && <p role="status">{t('common:loading')}</p>}
      {data && (
        <div className="table-wrap">
          <table className="data-table is-cards">
            <thead>
              <tr>
                {columns.map((c, i) => (
                  <th key={i} scope="col">
                    {c || <span className="visually-hidden">{t('orders:open')}</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.length === 0 ? (
                <tr>
                  <td colSpan={columns.length} className="table-empty">
                    {query.status === 'all' && !query.search ? t('orders:noOrdersYet') : t('orders:noMatching')}
                  </td>
                </tr>
              ) : (
                data.map((b) => (
                  <tr key={b.id}>
                    <td data-label={columns[0] || undefined}>
                      <bdi>{b.buyer.name}</bdi>
                    </td>
                    <td data-label={columns[1] || undefined}>
                      <bdi>{b.gigTitle}</bdi>
                      <div className="text-muted">{b.skill}</div>
                    </td>
                    <td data-label={columns[2] || undefined}>{formatSessionTime(b.date, zone, locale)}</td>
                    <td data-label={columns[3] || undefined}>
                      <StageBadge status={b.status} stage={b.stage} showStage={b.stage !== 'accepted'} />
                    </td>
                    <td data-label={columns[4] || undefined}>{t('orders:creditsInRupees', { count: b.amount, n: format.number(b.amount), rupees: format.rupees(rupeesOf(b.amount)) })}</td>
                    <td data-label={columns[5] || undefined}>
                      <Link
                        to={`/bookings/${encodeURIComponent(b.id)}`}
                        aria-label={t('orders:openOrder', { gig: isolate(b.gigTitle), buyer: isolate(b.buyer.name) })}
                      >
                        {t('orders:open')}
                      </Link>
                      <SessionLink bookingId={b.id} stage={b.stage} />
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}

/** /users/{username}/orders: the Business menu's Orders — every booking of the expert's gigs. */
export default function ExpertOrdersPage() {
  const { t } = useTranslation(['orders']);
  return (
    <RequireExpertUser title={t('orders:title')}>
      <Orders />
    </RequireExpertUser>
  );
}
