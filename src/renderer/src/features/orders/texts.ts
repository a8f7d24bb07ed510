import { TEXTS as BOOKING_TEXTS } from '#features/bookings/texts';
import { LOAD_TEXTS } from '#ui/load-texts';

/** The expert's orders (the Orders page and the dashboard panel). */
export const TEXTS = {
  ...LOAD_TEXTS,
  open: BOOKING_TEXTS.open,

  ordersTitle: 'Orders',
  ordersColumns: ['Buyer', 'Gig', 'Session', 'Status', 'Amount', ''] as const,
  noOrders: 'No orders yet!',
  noMatching: 'No orders match these filters.',
  allStatuses: 'All',
  lastOrder: 'Your last order',
  activeOrders: 'Active orders',
  noLastOrder: 'No orders yet!',
  noActive: 'No active orders.',
  allOrders: 'All orders',
} as const;

/** The buyer's orders on their profile page (buyer spec section 2, Orders section). */
export const ORDERS_TITLE = 'Your orders';
export const SORT_BY = 'Sort By';
export const RANGE = 'Range';
export const STATUS = 'Status';
export const RESET_FILTER = 'Reset Filter';
export const SEARCH_ORDERS = 'Search your orders';
export const ORDERS_COLUMNS = ['Expert', 'Skill', 'Date', 'Status', 'Amount'] as const;
export const NO_ORDERS = 'No orders yet';
export const NO_MATCHING_ORDERS = 'No orders match these filters.';
export const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;
