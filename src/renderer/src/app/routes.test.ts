// @vitest-environment happy-dom
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** Every route of the table, with its path from the root. */
function walk(table: RouteObject[], parent = ''): Array<{ path: string; route: RouteObject }> {
  return table.flatMap((r) => {
    const path = `${parent}/${r.path ?? (r.index ? '(index)' : '(layout)')}`.replace(/\/+/g, '/');
    return [{ path, route: r }, ...walk(r.children ?? [], path)];
  });
}

describe('the route table (issue 14, item 10)', () => {
  it('gives every lazy route a HydrateFallback, so a deep link logs no "No `HydrateFallback` element provided"', () => {
    const lazy = walk(routes).filter(({ route }) => route.lazy);
    expect(lazy.length).toBeGreaterThan(30);
    for (const { path, route } of lazy) expect(route.HydrateFallback ?? route.hydrateFallbackElement, path).toBeDefined();
  });
});
