import { describe, expect, it } from 'vitest';
import { featuredSkills, skillByName, skills } from '#shared/catalog/skills';
import { featuredSoftwares, softwareByName } from '#shared/catalog/softwares';
import { skillHrefOrNull, softwareHrefOrNull } from '#features/catalog/links';
import { homeSkillTiles, homeSoftwareTiles } from './home-catalog.generated';
import { homeSkillNames } from './home-skill-names.generated';

// The home page reads this small generated module instead of the whole catalogue; it must say
// exactly what the catalogue says (regenerate with: npx tsx scripts/gen-home-catalog.ts).
describe('the home catalogue', () => {
  it('has the featured softwares in order, with their icon and link', () => {
    expect(homeSoftwareTiles.map((t) => t.name)).toEqual([...featuredSoftwares]);
    for (const tile of homeSoftwareTiles) {
      const software = softwareByName(tile.name);
      expect(software).toBeDefined();
      if (!software) continue;
      expect(tile.icon).toBe(software.iconSlug);
      expect(tile.href).toBe(softwareHrefOrNull(software));
    }
  });

  it('has the featured skills in order, with their icon and link', () => {
    expect(homeSkillTiles.map((t) => t.name)).toEqual([...featuredSkills]);
    for (const tile of homeSkillTiles) {
      const skill = skillByName(tile.name);
      expect(skill).toBeDefined();
      if (!skill) continue;
      expect(tile.icon).toBe(skill.icon);
      expect(tile.href).toBe(skillHrefOrNull(skill));
    }
  });

  it('offers every skill, A to Z, in the search dropdown', () => {
    expect([...homeSkillNames].sort()).toEqual(skills.map((s) => s.name).sort());
    expect(homeSkillNames).toEqual([...homeSkillNames].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('links every featured tile (the spec puts the featured softwares in categories)', () => {
    for (const tile of [...homeSoftwareTiles, ...homeSkillTiles]) expect(tile.href).toMatch(/^\/categories\/(software|domain)\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });
});
