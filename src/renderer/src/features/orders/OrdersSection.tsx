import { useId, useMemo, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import {
  DEFAULT_ORDER_FILTERS,
  filterOrders,
  ORDER_RANGE_OPTIONS,
  ORDER_SORT_OPTIONS,
  ORDER_STATUS_OPTIONS,
  type OrderFilters,
  type OrderRow,
} from '#shared/domain/orders';
import type { BookingStage } from '#shared/domain/booking';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { OrdersTable } from './OrdersTable';
import { ORDERS_TITLE, RANGE, RESET_FILTER, SEARCH_ORDERS, SORT_BY, STATUS } from './texts';
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
function FilterSelect<V extends string>(props: { label: string; value: V; options: readonly { value: V; label: string }[]; onChange: (value: V) => void }) {
  const { label, value, options, onChange } = props;
  return (
    <label>
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The orders with Sort By, Range, Status, Reset Filter and the search box, which filter the table. */
export function OrdersPanel({ rows, now }: { rows: Row[]; now: Date }) {
  const id = useId();
  const [filters, setFilters] = useState<OrderFilters>(DEFAULT_ORDER_FILTERS);
  const shown = useMemo(() => filterOrders(rows, filters, now), [rows, filters, now]);
  const set = <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) => setFilters((f) => ({ ...f, [key]: value }));

  return (
    <section className="orders" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{ORDERS_TITLE}</h2>
      <div className="orders-filters">
        <FilterSelect label={SORT_BY} value={filters.sortBy} options={ORDER_SORT_OPTIONS} onChange={(v) => set('sortBy', v)} />
        <FilterSelect label={RANGE} value={filters.range} options={ORDER_RANGE_OPTIONS} onChange={(v) => set('range', v)} />
        <FilterSelect label={STATUS} value={filters.status} options={ORDER_STATUS_OPTIONS} onChange={(v) => set('status', v)} />
        <button type="button" className="orders-reset" onClick={() => setFilters(DEFAULT_ORDER_FILTERS)}>
          <RotateCcw size={16} aria-hidden="true" />
          {RESET_FILTER}
        </button>
        <input
          type="search"
          className="orders-search"
          aria-label={SEARCH_ORDERS}
          placeholder={SEARCH_ORDERS}
          value={filters.search}
          onChange={(e) => set('search', e.target.value)}
        />
      </div>
      <OrdersTable rows={shown} total={rows.length} />
    </section>
  );
}
