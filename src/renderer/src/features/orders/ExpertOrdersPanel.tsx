import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Booking } from '#shared/contract/http/bookings';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { OrderCard } from './OrderCard';
import '#ui/forms.css';
import '#features/bookings/bookings.css';

const isActive = (b: Booking) => b.stage === 'requested' || b.stage === 'accepted';

/**
 * The expert dashboard's (sections styled as the dashboard's cards) 'Your last order' (the latest booking received; 'No orders yet!' when
 * none) and 'Active orders' (requests to answer and accepted sessions, soonest first) with their
 * actions: accept at one proposed time, decline, mark completed.
 */
export function ExpertOrdersPanel({ username }: { username: string }) {
  const { t } = useTranslation(['orders', 'common']);
  const { data, error, update } = useQuery('bookingsExpert', (signal) => call('bookingsExpert', { signal }).then((r) => r.bookings));
  const bookings = useMemo(() => data ?? [], [data]);
  const last = useMemo(
    () => [...bookings].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null,
    [bookings],
  );
  const active = useMemo(
    () => bookings.filter(isActive).sort((a, b) => a.date.localeCompare(b.date)),
    [bookings],
  );
  const replace = (next: Booking) => update((all) => all.map((b) => (b.id === next.id ? next : b)));

  return (
    <div className="bk-panel">
      <section className="dash-card" aria-labelledby="dash-last-order">
        <h2 id="dash-last-order">{t('orders:lastOrder')}</h2>
        {error && <p className="text-error">{t('common:loadFailed')}</p>}
        {!data && !error && <p role="status">{t('common:loading')}</p>}
        {data && !last && <p>{t('orders:noOrdersYet')}</p>}
        {last && <OrderCard booking={last} onChange={replace} actions={false} />}
      </section>
      <section className="dash-card" aria-labelledby="dash-active-orders">
        <h2 id="dash-active-orders">{t('orders:activeOrders')}</h2>
        {data && active.length === 0 && <p className="text-muted">{t('orders:noActive')}</p>}
        <div className="bk-order-list">
          {active.map((b) => (
            <OrderCard key={b.id} booking={b} onChange={replace} />
          ))}
        </div>
        <Link to={`/users/${encodeURIComponent(username)}/orders`}>{t('orders:allOrders')}</Link>
      </section>
    </div>
  );
}
