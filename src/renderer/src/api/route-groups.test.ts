import { describe, expect, it } from 'vitest';
import { httpContract, type RouteName } from '#shared/contract/http';
import { GROUP_OF, loadRoute, ROUTE_GROUPS, type RouteGroup } from './route-groups';

describe("the contract's route groups", () => {
  it('name each route by the group that holds it, and hold every route of the contract once', async () => {
    const seen: string[] = [];
    for (const [group, load] of Object.entries(ROUTE_GROUPS) as Array<[RouteGroup, () => Promise<object>]>) {
      for (const name of Object.keys(await load())) {
        expect({ name, group: GROUP_OF[name as RouteName] }).toEqual({ name, group });
        seen.push(name);
      }
    }
    expect(seen.sort()).toEqual(Object.keys(httpContract).sort());
  });

  it("loads a route's definition as the contract has it", async () => {
    expect(await loadRoute('publicGig')).toBe(httpContract.publicGig);
    expect(await loadRoute('uploadGallery')).toBe(httpContract.uploadGallery);
  });
});
