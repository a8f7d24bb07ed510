import { describe, expect, it } from 'vitest';
import { softwareByName } from '#shared/catalog/index';
import { planDemoMarketplace } from './plan';
import { RIVAL_TECHNOLOGIES } from './texts';

const gigs = planDemoMarketplace().experts.flatMap((e) => e.gigs);

describe('the demo marketplace texts', () => {
  it('read like real gigs: the task is said as a verb phrase, not "we work on speed up …"', () => {
    const react = gigs.find((g) => g.title.includes('Speed up your slow React app'));
    expect(react?.description).toContain('In this live session we speed up your slow React app together');
    for (const g of gigs) {
      expect(g.description, g.title).not.toMatch(/we work on/);
      // No "uV unwrap": an acronym keeps its capitals; no lower-cased tag lists ("pwa, seo best practices").
      expect(g.description, g.title).not.toMatch(/\b[a-z][A-Z]/);
      for (const tag of g.tags.slice(0, 3)) if (g.description.includes('We can cover')) expect(g.description, g.title).toContain(tag);
      // Lists read "A, B and C", never "A and B and C".
      expect(g.description, g.title).not.toMatch(/ and [^,.]+ and [^,.]+ professionally/);
    }
  });

  it('tag no gig with a software it does not use or a rival of what it is about', () => {
    const react = gigs.find((g) => g.title.includes('React app'));
    expect(react?.tags).not.toContain('Angular');
    for (const g of gigs) {
      const own = new Set(g.softwares.map((s) => s.toLowerCase()));
      for (const tag of g.tags) {
        if (softwareByName(tag)) expect(own.has(tag.toLowerCase()), `${g.title}: ${tag}`).toBe(true);
      }
      for (const group of RIVAL_TECHNOLOGIES) {
        const about = `${g.softwares.join(', ')} ${g.title}`;
        const named = group.filter((t) => new RegExp(`\\b${t.replace(/[.+]/g, '\\$&')}\\b`, 'i').test(about));
        if (named.length > 0) for (const tag of g.tags) if (group.includes(tag)) expect(named, `${g.title}: ${tag}`).toContain(tag);
      }
    }
  });
});
