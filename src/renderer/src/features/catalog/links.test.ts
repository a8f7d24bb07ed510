import { describe, expect, it } from 'vitest';
import { skillByName } from '#shared/catalog/skills';
import { softwareByName } from '#shared/catalog/softwares';
import { skillHrefOrNull, skillInDomainHref, skillSuggestions, softwareHrefOrNull, softwareInDomainHref } from './links';
import { searchHref } from './search-href';

describe('category links', () => {
  it('send a software to its primary domain, URL-encoded', () => {
    const blender = softwareByName('Blender');
    expect(blender && softwareHrefOrNull(blender)).toBe('/categories/software/3d-cad-design/blender');
    expect(softwareInDomainHref({ slug: 'a b&c' }, { slug: 'd/e' })).toBe('/categories/software/a%20b%26c/d%2Fe');
  });

  it('give a software with no known domain no link', () => {
    expect(softwareHrefOrNull({ name: 'Not In Any Domain', slug: 'not-in-any-domain' })).toBeNull();
  });

  it('send a skill to its domain', () => {
    const skill = skillByName('UI/UX Designing');
    expect(skill && skillHrefOrNull(skill)).toBe('/categories/domain/ui-ux-prototyping/ui-ux-designing');
    expect(skillInDomainHref({ slug: 'x y' }, { slug: 'z' })).toBe('/categories/domain/x%20y/z');
  });

  it('send a chip to the live search with the phrase as keyword', () => {
    expect(searchHref('C++ & Rust?')).toBe('/search/gigs?keyword=C%2B%2B%20%26%20Rust%3F');
    expect(new URL(searchHref('C++ & Rust?'), 'http://x').searchParams.get('keyword')).toBe('C++ & Rust?');
  });
});

describe('skillSuggestions', () => {
  it('lists the sub-skill tags, then the phrases, once each', () => {
    expect(skillSuggestions({ subSkills: ['React', 'Vue'], phrases: ['Fix my React app', 'React'] })).toEqual(['React', 'Vue', 'Fix my React app']);
  });

  it('gives Web Development its 15 tags first', () => {
    const web = skillByName('Web Development');
    expect(web && skillSuggestions(web).slice(0, 15)).toEqual([
      'HTML/CSS', 'JavaScript', 'React', 'Vue', 'Angular', 'Responsive Design', 'API Integration', 'Authentication',
      'State Management', 'Webpack', 'PWA', 'SEO Best Practices', 'Form Handling', 'Testing', 'Deployment',
    ]);
  });

  it('gives Sound Designing its phrases only', () => {
    const sound = skillByName('Sound Designing');
    expect(sound && skillSuggestions(sound)).toEqual([...(sound?.phrases ?? [])]);
    expect(sound?.phrases.length).toBeGreaterThan(0);
  });
});
