import type { DropdownItem } from '#ui/Dropdown';

/** Entries whose targets the spec does not show: listed, marked as coming soon, not actionable. */
export const SOON = 'Soon';

export const PRO_MENU = {
  label: 'Pro',
  items: [
    { key: 'join-pro', label: 'Join Pro', disabled: true, hint: SOON },
    { key: 'pricing', label: 'Pricing', disabled: true, hint: SOON },
    { key: 'benefits', label: 'Benefits', disabled: true, hint: SOON },
  ] satisfies DropdownItem[],
};

export const EXPLORE_MENU = {
  label: 'Explore',
  items: [
    { key: 'about', label: 'About Qurious', to: '/about' },
    { key: 'services', label: 'Services', disabled: true, hint: SOON },
    { key: 'new-features', label: 'New Features', disabled: true, hint: SOON },
  ] satisfies DropdownItem[],
};

export const BECOME_EXPERT = 'Become an Expert';
export const SWITCH_TO_EXPERT = 'Switch to Expert';
export const SWITCH_TO_BUYER = 'Switch to the buyer side';
export const LOGIN = 'Login';
export const JOIN = 'Join';
export const LOGOUT = 'Logout';
export const PROFILE = 'Profile';
/** The credits wallet (issue 8): balance, Buy credits, history. */
export const WALLET = 'Wallet';
/** Account settings (issue 19): signed-in devices, password. */
export const SETTINGS = 'Settings';
export const MANAGE_GIGS = 'Manage Gigs';
export const LANGUAGE = 'Language';
/** The header's mail icon: the inbox (issue 16). */
export const MAIL = 'Messages';
export const SEARCH_SUGGESTIONS = 'Search suggestions';
export const SEARCH_PLACEHOLDER = 'Got a curiosity? Find the expert who can solve it...';

/** Expert-mode navigation (buyer spec section 2): Dashboard; Business; Marketing; Analytics; three inert icons. */
export function expertMenus(username: string) {
  const base = `/users/${encodeURIComponent(username)}`;
  return {
    dashboard: { label: 'Dashboard', to: `${base}/expert_dashboard` },
    business: {
      label: 'Business',
      items: [
        { key: 'gigs', label: 'Gigs', to: `${base}/manage_gigs` },
        { key: 'orders', label: 'Orders', to: `${base}/orders` },
        { key: 'earnings', label: 'Earnings', to: `${base}/earnings` },
      ] satisfies DropdownItem[],
    },
    marketing: {
      label: 'Marketing',
      items: [
        { key: 'pro', label: 'Pro', disabled: true, hint: SOON },
        { key: 'levels', label: 'Levels', disabled: true, hint: SOON },
        { key: 'ranking', label: 'Ranking', disabled: true, hint: SOON },
      ] satisfies DropdownItem[],
    },
    // The spec spells this path exactly so.
    analytics: { label: 'Analytics', to: `${base}/expert_anayltics` },
  };
}

export const EXPERT_ICONS = [
  { key: 'mail', label: 'Messages' },
  { key: 'notifications', label: 'Notifications' },
  { key: 'help', label: 'Help' },
] as const;
