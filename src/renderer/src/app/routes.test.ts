// @vitest-environment happy-dom
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTE_META } from '#shared/domain/page-titles';
import { routes } from './routes';

/** Every route of the table, with its path from the root. */
function walk(table: RouteObject[], parent = ''): Array<{ path: string; route: RouteObject }> {
  return table.flatMap((r) => {
    const path = `${parent}/${r.path ?? (r.index ? '(index)' : '(layout)')}`.replace(/\/+/g, '/');
    return [{ path, route: r }, ...walk(r.children ?? [], path)];
  });
}

describe('the route table', () => {
  it('gives every lazy route a HydrateFallback, so a deep link logs no "No `HydrateFallback` element provided"', () => {
    const lazy = walk(routes).filter(({ route }) => route.lazy);
    expect(lazy.length).toBeGreaterThan(30);
    for (const { path, route } of lazy) expect(route.HydrateFallback ?? route.hydrateFallbackElement, path).toBeDefined();
  });
});

describe('the route table and the titles table', () => {
  it('names every route and says whether it may be indexed, so no deep link answers 404 or goes untitled', () => {
    // A page's URL: layout routes add nothing to it, an index route is its parent's path.
    const paths = walk(routes)
      .filter(({ route }) => route.lazy && route.path !== '*')
      .map(({ path }) => path.replace(/\/\((layout|index)\)/g, '') || '/')
      .sort();
    expect(paths.length).toBeGreaterThan(30);
    expect(ROUTE_META.map((m) => m.pattern).sort()).toEqual(paths);
  });
});
