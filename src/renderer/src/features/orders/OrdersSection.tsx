import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FullKey } from '#i18n/namespaces';
import {
  DEFAULT_ORDER_FILTERS,
  filterOrders,
  ORDER_RANGE_OPTIONS,
  ORDER_SORT_OPTIONS,
  ORDER_STATUS_OPTIONS,
  type OrderFilters,
} from '#shared/domain/orders';
import type { OrderRow } from '#shared/contract/http/orders';
import type { BookingStage } from '#shared/domain/booking';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { OrdersTable } from './OrdersTable';
import { ORDERS_SECTION_ID } from './section-id';
import { RANGE_LABELS, SORT_LABELS, STATUS_LABELS } from './labels';
import './Orders.css';

/** A row of the buyer's orders; its stage decides whether it links to the session room. */
type Row = OrderRow & { stage?: BookingStage };
const NO_ROWS: Row[] = [];

/** Loads the user's orders (only with a user id); a failure is only logged and the list stays empty. */
function useMyOrders(userId: string | null): Row[] {
  const orders = useQuery(userId ? ['bookingsMy', userId] : null, (signal) =>
    call('bookingsMy', { signal })
      .then((res) => res.bookings)
      .catch((err: unknown) => {
        if (!signal.aborted) console.error('Orders could not be loaded.', err);
        throw err;
      }),
  );
  return orders.data ?? NO_ROWS;
}

/** 'Your orders' for the signed-in user: loads the orders and shows them with their filters. */
export function OrdersSection({ userId }: { userId: string | null }) {
  const [now] = useState(() => new Date());
  return <OrdersPanel rows={useMyOrders(userId)} now={now} />;
}

/** One labelled filter select; `options` lists the only values it can answer. */
function FilterSelect<V extends string>(props: { label: string; value: V; options: readonly { value: V }[]; labels: Record<V, FullKey<'orders'>>; onChange: (value: V) => void }) {
  const { t } = useTranslation(['orders']);
  const { label, value, options, labels, onChange } = props;
  const text = (v: V): string => {
    const key: FullKey<'orders'> = labels[v];
    return t(key);
  };
  return (
    <label>
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {text(o.value)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The orders with Sort By, Range, Status, Reset Filter and the search box, which filter the table. */
export function OrdersPanel({ rows, now }: { rows: Row[]; now: Date }) {
  const { t } = useTranslation(['orders']);
  const id = useId();
  const [filters, setFilters] = useState<OrderFilters>(DEFAULT_ORDER_FILTERS);
  const shown = useMemo(() => filterOrders(rows, filters, now), [rows, filters, now]);
  const set = <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) => setFilters((f) => ({ ...f, [key]: value }));
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  // Opened from the menus' Orders (`#orders`): the section is shown once its rows have loaded, so
  // the browser's own jump to the fragment found nothing; go there and move focus to its heading.
  useEffect(() => {
    if (hash !== `#${ORDERS_SECTION_ID}`) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <section className="orders" id={ORDERS_SECTION_ID} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('orders:yourOrders')}
      </h2>
      <div className="orders-filters">
        <FilterSelect label={t('orders:sortBy')} value={filters.sortBy} options={ORDER_SORT_OPTIONS} labels={SORT_LABELS} onChange={(v) => set('sortBy', v)} />
        <FilterSelect label={t('orders:range')} value={filters.range} options={ORDER_RANGE_OPTIONS} labels={RANGE_LABELS} onChange={(v) => set('range', v)} />
        <FilterSelect label={t('orders:status')} value={filters.status} options={ORDER_STATUS_OPTIONS} labels={STATUS_LABELS} onChange={(v) => set('status', v)} />
        <button type="button" className="orders-reset" onClick={() => setFilters(DEFAULT_ORDER_FILTERS)}>
          <RotateCcw size={16} aria-hidden="true" />
          {t('orders:resetFilter')}
        </button>
        <input
          type="search"
          className="orders-search"
          aria-label={t('orders:searchYourOrders')}
          placeholder={t('orders:searchYourOrders')}
          value={filters.search}
          onChange={(e) => set('search', e.target.value)}
        />
      </div>
      <OrdersTable rows={shown} total={rows.length} />
    </section>
  );
}
