/** The profile page's texts (buyer spec section 2, User profile page and Orders section). */
export const LOADING = 'Loading...';
export const welcome = (name: string) => `Welcome! ${name}`;
export const PROFILE_INTRO = 'This is your curiosities profile.';
export const joinedOn = (date: string) => `Joined on ${date}`;
export const SIGN_IN_TO_SEE = 'Sign in to see your profile and your orders.';
export const SIGN_IN = 'Sign in';

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
