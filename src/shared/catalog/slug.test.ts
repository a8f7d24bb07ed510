import { describe, expect, it } from 'vitest';
import { breadcrumbFromPath, labelForSegment, segmentToWords, toSlug } from './slug';
import { skillGroups } from './skill-groups';
import { skills } from './skills';
import { softwareCategories } from './software-categories';
import { softwares } from './softwares';

describe('toSlug', () => {
  it.each([
    ['3D & CAD Design', '3d-cad-design'],
    ['UI/UX Designing', 'ui-ux-designing'],
    ['C++', 'c-plus-plus'],
    ['C#', 'c-sharp'],
    ['Node.js', 'node-js'],
    ['Monday.com', 'monday-com'],
    ['Audio Mixing & Mastering', 'audio-mixing-mastering'],
    ['AR/VR Development', 'ar-vr-development'],
    ['Back-End Development', 'back-end-development'],
    ['  --Hello,   World!--  ', 'hello-world'],
    ["Côte d'Ivoire", 'cote-divoire'],
    ['scikit-learn', 'scikit-learn'],
    ['', ''],
  ])('%s -> %s', (name, slug) => {
    expect(toSlug(name)).toBe(slug);
  });

  it('produces only lowercase alphanumerics and single dashes', () => {
    const names = [...skills, ...softwares, ...skillGroups, ...softwareCategories].map((x) => x.name);
    for (const name of names) {
      expect(toSlug(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('is idempotent', () => {
    for (const s of [...skills, ...softwares]) expect(toSlug(s.slug)).toBe(s.slug);
  });
});

describe('segmentToWords', () => {
  it('decodes, turns dashes into spaces and capitalises each word', () => {
    expect(segmentToWords('manage-gigs')).toBe('Manage Gigs');
    expect(segmentToWords('categories')).toBe('Categories');
    expect(segmentToWords('Video%20Editing')).toBe('Video Editing');
    expect(segmentToWords('3d-cad-design')).toBe('3d Cad Design');
    expect(segmentToWords('expert_dashboard')).toBe('Expert_dashboard');
  });

  it('keeps a malformed escape instead of throwing', () => {
    expect(segmentToWords('bad%E0%A4%A')).toBe('Bad%E0%A4%A');
  });

  it('collapses repeated dashes and spaces', () => {
    expect(segmentToWords('a--b%20%20c')).toBe('A B C');
  });
});

describe('breadcrumbFromPath', () => {
  it('uses real catalogue names for category and software slugs', () => {
    expect(breadcrumbFromPath('/categories/software/3d-cad-design/blender')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Categories', href: '/categories' },
      { label: 'Software', href: '/categories/software' },
      { label: '3D & CAD Design', href: '/categories/software/3d-cad-design' },
      { label: 'Blender', href: '/categories/software/3d-cad-design/blender' },
    ]);
  });

  it('uses real names for skill domains and skills', () => {
    const crumbs = breadcrumbFromPath('/categories/domain/ui-ux-prototyping/ui-ux-designing');
    expect(crumbs.map((c) => c.label)).toEqual(['Home', 'Categories', 'Domain', 'UI/UX & Prototyping', 'UI/UX Designing']);
    expect(crumbs.at(-1)?.href).toBe('/categories/domain/ui-ux-prototyping/ui-ux-designing');
  });

  it('falls back to segmentToWords for unknown segments', () => {
    expect(breadcrumbFromPath('/users/jane-doe/manage_gigs')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Users', href: '/users' },
      { label: 'Jane Doe', href: '/users/jane-doe' },
      { label: 'Manage_gigs', href: '/users/jane-doe/manage_gigs' },
    ]);
  });

  it('gives only Home for the root, and ignores trailing slashes, query and hash', () => {
    expect(breadcrumbFromPath('/')).toEqual([{ label: 'Home', href: '/' }]);
    expect(breadcrumbFromPath('')).toEqual([{ label: 'Home', href: '/' }]);
    expect(breadcrumbFromPath('/categories/software/?x=1#top').map((c) => c.href)).toEqual([
      '/',
      '/categories',
      '/categories/software',
    ]);
  });

  it('keeps encoded segments in hrefs and labels URL-encoded names by their real name', () => {
    const crumbs = breadcrumbFromPath('/categories/software/Video%20Editing/Premiere%20Pro');
    expect(crumbs.map((c) => c.label)).toEqual(['Home', 'Categories', 'Software', 'Video Editing', 'Premiere Pro']);
    expect(crumbs.at(-1)?.href).toBe('/categories/software/Video%20Editing/Premiere%20Pro');
  });

  it('labels every catalogue slug with its real name', () => {
    for (const x of [...softwareCategories, ...skillGroups, ...softwares, ...skills]) {
      expect(labelForSegment(x.slug)).toBe(x.name);
    }
  });
});

describe('URL segments', () => {
  it('every slug round-trips through encodeURIComponent/decodeURIComponent unchanged', () => {
    for (const x of [...softwareCategories, ...skillGroups, ...softwares, ...skills]) {
      expect(encodeURIComponent(x.slug)).toBe(x.slug);
      expect(decodeURIComponent(encodeURIComponent(x.slug))).toBe(x.slug);
    }
  });

  it('every name round-trips through encodeURIComponent', () => {
    for (const x of [...softwareCategories, ...skillGroups, ...softwares, ...skills]) {
      expect(decodeURIComponent(encodeURIComponent(x.name))).toBe(x.name);
    }
  });

  it('one slug never stands for two different names across the whole catalogue', () => {
    const nameBySlug = new Map<string, string>();
    for (const x of [...softwareCategories, ...skillGroups, ...softwares, ...skills]) {
      const seen = nameBySlug.get(x.slug);
      if (seen !== undefined) expect(seen).toBe(x.name);
      nameBySlug.set(x.slug, x.name);
    }
  });
});
