import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/** The buyer's wallet and the expert's Earnings (Business menu). */
export const walletRoutes: RouteObject[] = [
  { path: 'wallet', lazy: page(() => import('./pages/WalletPage')) },
  // The pay page the desktop app opens in the system browser (no sign-in: its link names the purchase).
  { path: 'wallet/pay', lazy: page(() => import('./pages/PayPage')) },
  { path: 'users/:username/earnings', lazy: page(() => import('./pages/EarningsPage')) },
];
