import { describe, expect, it } from 'vitest';
import { skills } from '#shared/catalog/skills';
import { softwares } from '#shared/catalog/softwares';
import { brandIconUrls, skillIconUrls } from './brand-icons.generated';
import { catalogIconUrl } from './CatalogIcon';

// The icons are generated from the catalogue (npx tsx scripts/gen-icons.ts); nothing is hotlinked.
describe('catalogue icons', () => {
  it('ship a local brand mark for every software that names one', () => {
    const named = softwares.filter((s) => s.iconSlug !== null);
    expect(named.length).toBeGreaterThan(50);
    for (const s of named) expect(brandIconUrls[s.iconSlug ?? ''], s.name).toMatch(/\.webp(\?[a-z-]*)?$/);
  });

  it('ship a local icon for every skill', () => {
    for (const s of skills) expect(skillIconUrls[s.icon], s.name).toMatch(/\.webp(\?[a-z-]*)?$/);
  });

  it('ship nothing the catalogue does not use', () => {
    const slugs = new Set(softwares.map((s) => s.iconSlug));
    expect(Object.keys(brandIconUrls).filter((k) => !slugs.has(k))).toEqual([]);
    const names = new Set(skills.map((s) => s.icon));
    expect(Object.keys(skillIconUrls).filter((k) => !names.has(k))).toEqual([]);
  });

  it('falls back to a monogram when there is no icon', () => {
    expect(catalogIconUrl('software', null)).toBeNull();
    expect(catalogIconUrl('software', 'not-an-icon')).toBeNull();
    expect(catalogIconUrl('skill', 'Box')).toBe(skillIconUrls.Box);
    for (const url of [...Object.values(brandIconUrls), ...Object.values(skillIconUrls)]) expect(url).not.toMatch(/^https?:/);
  });
});
