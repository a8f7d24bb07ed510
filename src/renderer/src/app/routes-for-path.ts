import type { RouteObject } from 'react-router-dom';

/** A path's first segment as the router compares it (case-insensitive, decoded). */
function firstSegment(path: string): string {
  const first = path.split('/').find(Boolean) ?? '';
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return first.toLowerCase();
  }
}

/** Whether a route of the shell's children may match a path starting with `first` (its own children left whole). */
function mayMatch(route: RouteObject, first: string): boolean {
  if (route.index) return first === '';
  if (route.path === undefined) return true;
  const own = route.path.split('/').find(Boolean);
  // A dynamic, optional or splat first segment, or an empty path, may match anything.
  if (own === undefined || own.startsWith(':') || own.startsWith('*') || own.endsWith('?')) return true;
  return own.toLowerCase() === first;
}

function prune(table: readonly RouteObject[], first: string): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of table) {
    if (!mayMatch(route, first)) continue;
    // A layout without a path keeps only its children that may match; one left without any goes.
    if (route.path === undefined && !route.index && route.children) {
      const children = prune(route.children, first);
      if (children.length) kept.push({ ...route, children });
    } else kept.push(route);
  }
  return kept;
}

/**
 * The route table cut down to the branches that may match one path (relative to the router's
 * basename): for a render at one URL on the server. A router flattens, ranks and copies its whole
 * table when it is made and at each match, a third of a small page's render; the routes that cannot
 * match change nothing a page draws (links resolve from the location, not from the table). Only the
 * root layout's children are compared, by their first segment, as the router compares it.
 */
export function routesForPath(table: readonly RouteObject[], pathname: string): RouteObject[] {
  const first = firstSegment(pathname);
  return table.map((root) => (root.children ? { ...root, children: prune(root.children, first) } : root));
}
