// @vitest-environment happy-dom
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { allCatalogPaths } from '#shared/catalog/catalog-pages';
import { ROUTE_META } from '#shared/domain/page-titles';
import { routes } from './routes';
import { routesForPath } from './routes-for-path';

/** What a match chain is, route by route: the part of the path it took and the route's own path. */
const chain = (table: RouteObject[], path: string) =>
  (matchRoutes(table, path) ?? []).map(
    (m) => `${m.pathnameBase} ${m.route.index ? '(index)' : (m.route.path ?? '(layout)')}`,
  );

/** Every route's path with its parameters filled in, and paths that match none (the 404 page). */
const samplePaths = (): string[] => [
  ...ROUTE_META.map(({ pattern }) => pattern.replace(/:[^/]+/g, 'x1').replace(/\*$/, 'a/b')),
  ...allCatalogPaths(),
  '/',
  '/nothing-here',
  '/CATEGORIES/Software',
  '/categories/software/video%20editing',
  '/gigs/x1/extra',
];

describe('routesForPath', () => {
  it('matches every path as the whole table does', () => {
    const paths = samplePaths();
    expect(paths.length).toBeGreaterThan(150);
    for (const path of paths)
      expect(chain(routesForPath(routes, path), path), path).toEqual(chain(routes, path));
  });

  it('keeps only the branches that may match', () => {
    const count = (table: readonly RouteObject[]): number =>
      table.reduce((n, r) => n + 1 + count(r.children ?? []), 0);
    const all = count(routes);
    const kept = count(routesForPath(routes, '/categories/software'));
    // The shell, the catalogue's seven pages and the catch-all, of the whole table.
    expect(all).toBeGreaterThan(60);
    expect(kept).toBe(9);
  });
});
