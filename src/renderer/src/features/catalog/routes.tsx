import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

export const catalogRoutes: RouteObject[] = [
  { path: 'categories', lazy: page(() => import('./pages/CategoriesPage')) },
  { path: 'categories/software', lazy: page(() => import('./pages/SoftwareCategoriesPage')) },
  { path: 'categories/software/:domain', lazy: page(() => import('./pages/SoftwareDomainPage')) },
  { path: 'categories/software/:domain/:software', lazy: page(() => import('./pages/SoftwarePage')) },
  { path: 'categories/domain', lazy: page(() => import('./pages/SkillDomainsPage')) },
  { path: 'categories/domain/:domain', lazy: page(() => import('./pages/SkillDomainPage')) },
  { path: 'categories/domain/:domain/:skill', lazy: page(() => import('./pages/SkillPage')) },
];
