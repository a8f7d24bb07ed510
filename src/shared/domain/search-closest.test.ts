import { describe, expect, it } from 'vitest';
import { categoryOfEntries, closestEntries } from './search-closest';

describe('closestEntries', () => {
  it('forgives slips, aliases, joined words and half-typed words', () => {
    expect(closestEntries('photshop')[0]).toBe('Photoshop');
    expect(closestEntries('blendr')[0]).toBe('Blender');
    expect(closestEntries('k8s')[0]).toBe('Kubernetes');
    expect(closestEntries('aftereffects')[0]).toBe('After Effects');
    expect(closestEntries('premire pro')[0]).toBe('Premiere Pro');
    expect(closestEntries('kubern')[0]).toBe('Kubernetes');
  });

  it('offers nothing for words far from every entry, or for nothing', () => {
    expect(closestEntries('zzqxv')).toEqual([]);
    expect(closestEntries('  ')).toEqual([]);
  });

  it('finds the gig category of the first skill', () => {
    expect(categoryOfEntries(['Blender 3D', 'Color Grading'])).toBe('Video Editing');
    expect(categoryOfEntries(['Photoshop'])).toBe('Graphic & Motion Design');
    expect(categoryOfEntries(['Nothing Here'])).toBeNull();
  });
});
