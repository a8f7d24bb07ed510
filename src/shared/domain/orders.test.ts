import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../contract/http/orders';
import { DEFAULT_ORDER_FILTERS, filterOrders, rangeStart } from './orders';

const now = new Date(2026, 5, 15, 12, 0, 0); // 15 June 2026, local time
const row = (id: string, date: Date, status: OrderRow['status'], skill = 'React', expert = 'Ada E.'): OrderRow => ({
  id,
  _id: id,
  expert: { userName: expert.toLowerCase().replace(/\W/g, ''), displayName: expert, profilePicture: null },
  skill,
  date: date.toISOString(),
  status,
  amount: 30,
});
const rows = [
  row('a', new Date(2026, 5, 2), 'Completed', 'Video Editing', 'Vik Editor'),
  row('b', new Date(2026, 4, 20), 'Pending'),
  row('c', new Date(2026, 1, 1), 'Failed'),
  row('d', new Date(2025, 9, 1), 'Completed', 'Blender', 'Bea B.'),
  row('e', new Date(2024, 0, 1), 'Completed'),
];
const ids = (r: OrderRow[]) => r.map((x) => x._id);

describe('the orders filters', () => {
  it('sorts latest first by default and oldest first on request', () => {
    expect(ids(filterOrders(rows, DEFAULT_ORDER_FILTERS, now))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(filterOrders(rows, { ...DEFAULT_ORDER_FILTERS, sortBy: 'oldest' }, now))).toEqual(['e', 'd', 'c', 'b', 'a']);
  });

  it('keeps a range: this month, the last 3, 6 or 12 months', () => {
    const only = (range: (typeof DEFAULT_ORDER_FILTERS)['range']) => ids(filterOrders(rows, { ...DEFAULT_ORDER_FILTERS, range }, now));
    expect(only('this-month')).toEqual(['a']);
    expect(only('last-3-months')).toEqual(['a', 'b']);
    expect(only('last-6-months')).toEqual(['a', 'b', 'c']);
    expect(only('last-year')).toEqual(['a', 'b', 'c', 'd']);
    expect(rangeStart('', now)).toBeNull();
    expect(rangeStart('this-month', now)).toEqual(new Date(2026, 5, 1));
  });

  it('keeps one status, or all', () => {
    expect(ids(filterOrders(rows, { ...DEFAULT_ORDER_FILTERS, status: 'Completed' }, now))).toEqual(['a', 'd', 'e']);
    expect(ids(filterOrders(rows, { ...DEFAULT_ORDER_FILTERS, status: 'Failed' }, now))).toEqual(['c']);
  });

  it('searches expert, skill and status, ignoring case', () => {
    expect(ids(filterOrders(rows, { ...DEFAULT_ORDER_FILTERS, search: 'video' }, now))).toEqual(['a']);
    expect(ids(filterOrders(rows, { ...DEFAULT_ORDER_FILTERS, search: 'BEA' }, now))).toEqual(['d']);
    expect(ids(filterOrders(rows, { ...DEFAULT_ORDER_FILTERS, search: 'pend' }, now))).toEqual(['b']);
    expect(ids(filterOrders(rows, { ...DEFAULT_ORDER_FILTERS, search: 'react', status: 'Completed', range: 'last-year' }, now))).toEqual([]);
  });
});
