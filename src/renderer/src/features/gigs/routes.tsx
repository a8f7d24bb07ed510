import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

export const gigsRoutes: RouteObject[] = [
  { path: 'users/:username/manage_gigs', lazy: page(() => import('./pages/ManageGigsPage')) },
  { path: 'users/:username/manage_gigs/gig/:gigId', lazy: page(() => import('./pages/GigDetailPage')) },
  { path: 'users/:username/manage_gigs/new/:step?', lazy: page(() => import('./pages/GigWizardPage')) },
  { path: 'users/:username/manage_gigs/edit/:gigId/:step?', lazy: page(() => import('./pages/EditGigPage')) },
];
