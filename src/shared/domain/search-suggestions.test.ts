import { describe, expect, it } from 'vitest';
import { searchSuggestions, TRENDING_SEARCHES } from './search-suggestions';

describe('searchSuggestions', () => {
  it('offers the trending searches without a keyword', () => {
    expect(searchSuggestions('  ')).toEqual([...TRENDING_SEARCHES]);
  });

  it("offers a skill's sub-skills for the skill's name, whatever the case", () => {
    const chips = searchSuggestions('web development');
    expect(chips).toHaveLength(6);
    expect(chips.slice(0, 3)).toEqual(['HTML/CSS', 'JavaScript', 'React']);
  });

  it("offers a software's topics for a software name or its start", () => {
    expect(searchSuggestions('Blender')[0]).toBe('Modeling');
    expect(searchSuggestions('blend')[0]).toBe('Modeling');
  });

  it('offers catalogue names sharing a word, then the trending searches, never the keyword itself', () => {
    const chips = searchSuggestions('editing tricks');
    expect(chips).toContain('Video Editing');
    expect(chips).toContain('Photo Editing');
    expect(chips.map((c) => c.toLowerCase())).not.toContain('editing tricks');
    expect(searchSuggestions('zzqx')).toEqual([...TRENDING_SEARCHES]);
  });
});
