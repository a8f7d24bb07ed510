/**
 * A buyer's orders as the profile page's orders section shows them (buyer spec sections 2, 3 and
 * 9): statuses, the filter options, and the filter itself. The spec's own version ignored the
 * filters; here they apply.
 */
export const ORDER_STATUSES = ['Completed', 'Pending', 'Failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the filters read of an order: the orders table's row (contract/http/orders) has these and more. */
export interface FilterableOrder {
  expert: { userName: string; displayName: string };
  skill: string;
  /** ISO-8601 UTC time of the session. */
  date: string;
  status: OrderStatus;
  amount: number;
}

/** The filters' options by value (their texts: the renderer's orders catalogue). */
export const ORDER_SORT_OPTIONS = [{ value: 'latest' }, { value: 'oldest' }] as const;
type OrderSort = (typeof ORDER_SORT_OPTIONS)[number]['value'];

/** '' is no range (every date); the four ranges are the spec's. */
export const ORDER_RANGE_OPTIONS = [
  { value: '', months: null },
  { value: 'this-month', months: 0 },
  { value: 'last-3-months', months: 3 },
  { value: 'last-6-months', months: 6 },
  { value: 'last-year', months: 12 },
] as const;
type OrderRange = (typeof ORDER_RANGE_OPTIONS)[number]['value'];

export const ORDER_STATUS_OPTIONS = [
  { value: 'all' },
  { value: 'Completed' },
  { value: 'Pending' },
  { value: 'Failed' },
] as const;
type OrderStatusFilter = (typeof ORDER_STATUS_OPTIONS)[number]['value'];

export interface OrderFilters {
  sortBy: OrderSort;
  range: OrderRange;
  status: OrderStatusFilter;
  search: string;
}

export const DEFAULT_ORDER_FILTERS: OrderFilters = { sortBy: 'latest', range: '', status: 'all', search: '' };

/** The earliest date a range keeps: the start of this month, or the same moment N months ago. */
export function rangeStart(range: OrderRange, now: Date): Date | null {
  const option = ORDER_RANGE_OPTIONS.find((o) => o.value === range);
  if (!option || option.months === null) return null;
  if (option.months === 0) return new Date(now.getFullYear(), now.getMonth(), 1);
  const start = new Date(now);
  start.setMonth(start.getMonth() - option.months);
  return start;
}

/** Applies the orders filters: status, range, a case-insensitive search, then the sort by date. */
export function filterOrders<R extends FilterableOrder>(rows: readonly R[], filters: OrderFilters, now: Date): R[] {
  const from = rangeStart(filters.range, now);
  const needle = filters.search.trim().toLowerCase();
  const kept = rows.filter((row) => {
    if (filters.status !== 'all' && row.status !== filters.status) return false;
    const at = new Date(row.date);
    if (from && at < from) return false;
    if (!needle) return true;
    const haystack = [row.expert.displayName, row.expert.userName, row.skill, row.status, String(row.amount)];
    return haystack.some((h) => h.toLowerCase().includes(needle));
  });
  const sign = filters.sortBy === 'oldest' ? 1 : -1;
  return kept.sort((a, b) => sign * (Date.parse(a.date) - Date.parse(b.date)));
}
