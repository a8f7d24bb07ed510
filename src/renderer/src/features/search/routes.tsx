import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';
import { withTexts } from '#features/catalog/with-texts';

/** The gig and expert pages show the reviews too: their texts load with the page. */
const searchPage = (load: Parameters<typeof page>[0]) => page(withTexts(['search'], load));
const withReviews = (load: Parameters<typeof page>[0]) => page(withTexts(['search', 'reviews'], load));

export const searchRoutes: RouteObject[] = [
  { path: 'search', lazy: searchPage(() => import('./pages/SearchResultsPage')) },
  { path: 'search/gigs', lazy: searchPage(() => import('./pages/SearchResultsPage')) },
  { path: 'gigs/:gigId', lazy: withReviews(() => import('./pages/GigPage')) },
  { path: 'experts/:userName', lazy: withReviews(() => import('./pages/ExpertPage')) },
];
