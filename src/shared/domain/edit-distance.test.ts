import { describe, expect, it } from 'vitest';
import { editDistance, typoBudget, withinBudget } from './edit-distance';

describe('editDistance (optimal string alignment)', () => {
  it('counts insertions, deletions, substitutions and a swap of neighbours as one edit each', () => {
    expect(editDistance('photshop', 'photoshop')).toBe(1);
    expect(editDistance('blendr', 'blender')).toBe(1);
    expect(editDistance('exel', 'excel')).toBe(1);
    expect(editDistance('pyhton', 'python')).toBe(1);
    expect(editDistance('figam', 'figma')).toBe(1);
    expect(editDistance('kubernets', 'kubernetes')).toBe(1);
    expect(editDistance('premire', 'premiere')).toBe(1);
    expect(editDistance('tabelau', 'tableau')).toBe(1);
    expect(editDistance('same', 'same')).toBe(0);
    expect(editDistance('ca', 'abc')).toBe(3);
  });

  it('stops above the bound', () => {
    expect(editDistance('photoshop', 'blender', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });
});

describe('typoBudget', () => {
  it('gives no edit to words of three letters or fewer, or to numbers, one from 4 and two from 8', () => {
    expect(['seo', 'ui', 'a', '2024', '12345678'].map(typoBudget)).toEqual([0, 0, 0, 0, 0]);
    expect(typoBudget('exel')).toBe(1);
    expect(typoBudget('photshop')).toBe(2);
    expect(withinBudget('seo', 'seq')).toBe(false);
    expect(withinBudget('exel', 'excel')).toBe(true);
    expect(withinBudget('exel', 'excels')).toBe(false);
    expect(withinBudget('photshp', 'photoshop')).toBe(false);
    expect(withinBudget('photshpp', 'photoshop')).toBe(true);
  });
});
