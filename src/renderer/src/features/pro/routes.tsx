import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/** Loads one of the Pro pages, all in one chunk (pages/pro-pages.ts). */
const proPage = (name: 'ProPage' | 'ProPricingPage' | 'ProBenefitsPage' | 'BillingPage' | 'ProPayPage') =>
  page(() => import('./pages/pro-pages').then((m) => ({ default: m[name] })));

/**
 * Qurious Pro: the public Join, Pricing and Benefits pages, the signed-in billing page and the pay page
 * of a signed link (the desktop app's system browser), loaded on first visit.
 */
export const proRoutes: RouteObject[] = [
  { path: 'pro', lazy: proPage('ProPage') },
  { path: 'pro/pricing', lazy: proPage('ProPricingPage') },
  { path: 'pro/benefits', lazy: proPage('ProBenefitsPage') },
  { path: 'settings/billing', lazy: proPage('BillingPage') },
  { path: 'pro/pay', lazy: proPage('ProPayPage') },
];
