import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatSessionTime, type OrdersQuery } from '#shared/domain/booking';
import { ORDER_STATUS_OPTIONS, ORDER_SORT_OPTIONS } from '#shared/domain/orders';
import { formatCredits } from '#shared/domain/wallet';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { Page } from '#ui/Page';
import { RequireExpertUser } from '#app/guards/RequireExpertUser';
import { StageBadge } from '#features/bookings/StageBadge';
import { deviceTimeZone } from '#features/bookings/time';
import { SessionLink } from '#features/sessions/SessionLink';
import { TEXTS } from '../texts';
import '#features/bookings/bookings.css';
import '../order-cards.css';

function Orders() {
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
    <Page title={TEXTS.ordersTitle} className="page bk-page">
      <div className="bk-filters">
        <label>
          <span>Status</span>
          <select
            value={query.status}
            onChange={(e) => setQuery((q) => ({ ...q, status: e.target.value as typeof q.status }))}
          >
            {ORDER_STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Sort By</span>
          <select
            value={query.sortBy}
            onChange={(e) => setQuery((q) => ({ ...q, sortBy: e.target.value as typeof q.sortBy }))}
          >
            {ORDER_SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <input
          type="search"
          aria-label="Search orders"
          placeholder="Search orders"
          value={query.search}
          onChange={(e) => setQuery((q) => ({ ...q, search: e.target.value }))}
        />
      </div>
      {error && <p className="bk-error">{TEXTS.loadFailed}</p>}
      {!data && !error && <p role="status">{TEXTS.loading}</p>}
      {data && (
        <div className="bk-table-wrap">
          <table className="bk-table is-cards">
            <thead>
              <tr>
                {TEXTS.ordersColumns.map((c, i) => (
                  <th key={i} scope="col">
                    {c || <span className="visually-hidden">{TEXTS.open}</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.length === 0 ? (
                <tr>
                  <td colSpan={TEXTS.ordersColumns.length} className="bk-empty">
                    {query.status === 'all' && !query.search ? TEXTS.noOrders : TEXTS.noMatching}
                  </td>
                </tr>
              ) : (
                data.map((b) => (
                  <tr key={b._id}>
                    <td data-label={TEXTS.ordersColumns[0] || undefined}>{b.buyer.name}</td>
                    <td data-label={TEXTS.ordersColumns[1] || undefined}>
                      {b.gigTitle}
                      <div className="bk-muted">{b.skill}</div>
                    </td>
                    <td data-label={TEXTS.ordersColumns[2] || undefined}>{formatSessionTime(b.date, zone)}</td>
                    <td data-label={TEXTS.ordersColumns[3] || undefined}>
                      <StageBadge status={b.status} stage={b.stage} showStage={b.stage !== 'accepted'} />
                    </td>
                    <td data-label={TEXTS.ordersColumns[4] || undefined}>{formatCredits(b.amount)}</td>
                    <td data-label={TEXTS.ordersColumns[5] || undefined}>
                      <Link
                        to={`/bookings/${encodeURIComponent(b._id)}`}
                        aria-label={`${TEXTS.open}: ${b.gigTitle}, ${b.buyer.name}`}
                      >
                        {TEXTS.open}
                      </Link>
                      <SessionLink bookingId={b._id} stage={b.stage} />
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
  return (
    <RequireExpertUser title={TEXTS.ordersTitle}>
      <Orders />
    </RequireExpertUser>
  );
}
