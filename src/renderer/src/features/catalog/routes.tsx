import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';
import { withTexts } from './with-texts';

const catalogPage = (load: Parameters<typeof page>[0]) => page(withTexts(['catalog'], load));
/** Pages that list gigs show the search's cards: their texts load with the page. */
const withGigs = (load: Parameters<typeof page>[0]) => page(withTexts(['catalog', 'search'], load));

export const catalogRoutes: RouteObject[] = [
  { path: 'categories', lazy: catalogPage(() => import('./pages/CategoriesPage')) },
  { path: 'categories/software', lazy: catalogPage(() => import('./pages/SoftwareCategoriesPage')) },
  { path: 'categories/software/:domain', lazy: withGigs(() => import('./pages/SoftwareDomainPage')) },
  { path: 'categories/software/:domain/:software', lazy: withGigs(() => import('./pages/SoftwarePage')) },
  { path: 'categories/domain', lazy: catalogPage(() => import('./pages/SkillDomainsPage')) },
  { path: 'categories/domain/:domain', lazy: withGigs(() => import('./pages/SkillDomainPage')) },
  { path: 'categories/domain/:domain/:skill', lazy: withGigs(() => import('./pages/SkillPage')) },
];
