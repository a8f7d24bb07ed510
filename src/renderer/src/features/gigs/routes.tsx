import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/** The gig screens live under the expert's own address (expert spec section 2). */
const base = 'users/:username/manage_gigs';

export const gigsRoutes: RouteObject[] = [
  { path: base, lazy: page(() => import('./pages/ManageGigsPage')) },
  { path: `${base}/gig/:gigId`, lazy: page(() => import('./pages/GigDetailPage')) },
  { path: `${base}/new/:step?`, lazy: page(() => import('./pages/GigWizardPage')) },
  { path: `${base}/edit/:gigId/:step?`, lazy: page(() => import('./pages/EditGigPage')) },
];
