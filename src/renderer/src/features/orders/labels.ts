import type { FullKey } from '#i18n/namespaces';
import type { OrderFilters } from '#shared/domain/orders';
import type { StageTone } from '#features/bookings/StageBadge';

/** The filters' options by value: their texts in the catalogue (the values stay the domain's). */
export const SORT_LABELS: Record<OrderFilters['sortBy'], FullKey<'orders'>> = {
  latest: 'orders:sort.latest',
  oldest: 'orders:sort.oldest',
};

export const RANGE_LABELS: Record<OrderFilters['range'], FullKey<'orders'>> = {
  '': 'orders:range.any',
  'this-month': 'orders:range.thisMonth',
  'last-3-months': 'orders:range.last3Months',
  'last-6-months': 'orders:range.last6Months',
  'last-year': 'orders:range.lastYear',
};

export const STATUS_LABELS: Record<OrderFilters['status'], FullKey<'orders'>> = {
  all: 'orders:status.all',
  Completed: 'orders:status.completed',
  Pending: 'orders:status.pending',
  Failed: 'orders:status.failed',
};

/** An order's status as the tables show it (its tone: the stage headline's). */
export const TONE_LABELS: Record<StageTone, FullKey<'orders'>> = {
  completed: 'orders:status.completed',
  pending: 'orders:status.pending',
  failed: 'orders:status.failed',
  accepted: 'orders:status.accepted',
  cancelled: 'orders:status.cancelled',
};
