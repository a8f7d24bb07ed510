import type { FullKey } from '#i18n/namespaces';

/** A menu entry as data: its text is a translation catalogue key, translated where it is drawn. */
export interface MenuEntry {
  key: string;
  label: FullKey<'shell'>;
  to?: string;
  /** An entry whose target the spec does not show: listed, marked as coming soon, not actionable. */
  soon?: true;
}

export const PRO_MENU = {
  label: 'shell:pro.label',
  heading: 'shell:pro.heading',
  items: [
    { key: 'join-pro', label: 'shell:pro.join', to: '/pro' },
    { key: 'pricing', label: 'shell:pro.pricing', to: '/pro/pricing' },
    { key: 'benefits', label: 'shell:pro.benefits', to: '/pro/benefits' },
  ],
} as const satisfies { label: FullKey<'shell'>; heading: FullKey<'shell'>; items: readonly MenuEntry[] };

export const EXPLORE_MENU = {
  label: 'shell:explore.label',
  heading: 'shell:explore.heading',
  items: [
    { key: 'about', label: 'shell:explore.about', to: '/about' },
    { key: 'services', label: 'shell:explore.services', to: '/services' },
    { key: 'new-features', label: 'shell:explore.newFeatures', to: '/new' },
  ],
} as const satisfies { label: FullKey<'shell'>; heading: FullKey<'shell'>; items: readonly MenuEntry[] };

/** Expert-mode navigation (buyer spec section 2): Dashboard; Business; Marketing; Analytics; three inert icons. */
export function expertMenus(username: string) {
  const base = `/users/${encodeURIComponent(username)}`;
  return {
    dashboard: { label: 'shell:expert.dashboard', to: `${base}/expert_dashboard` },
    business: {
      label: 'shell:expert.business',
      items: [
        { key: 'gigs', label: 'shell:expert.gigs', to: `${base}/manage_gigs` },
        { key: 'orders', label: 'shell:expert.orders', to: `${base}/orders` },
        { key: 'earnings', label: 'shell:expert.earnings', to: `${base}/earnings` },
      ] satisfies MenuEntry[],
    },
    marketing: {
      label: 'shell:expert.marketing',
      items: [
        { key: 'pro', label: 'shell:pro.label', to: '/pro' },
        { key: 'levels', label: 'shell:expert.levels', to: `${base}/levels` },
        { key: 'ranking', label: 'shell:expert.ranking', to: `${base}/expert_ranking` },
      ] satisfies MenuEntry[],
    },
    // The spec spells this path exactly so.
    analytics: { label: 'shell:expert.analytics', to: `${base}/expert_anayltics` },
  } as const;
}
