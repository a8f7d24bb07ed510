import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/** The buyer's wallet and the expert's Earnings (Business menu). */
export const walletRoutes: RouteObject[] = [
  { path: 'wallet', lazy: page(() => import('./pages/WalletPage')) },
  { path: 'users/:username/earnings', lazy: page(() => import('./pages/EarningsPage')) },
];
