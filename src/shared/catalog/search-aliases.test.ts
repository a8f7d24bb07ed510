import { describe, expect, it } from 'vitest';
import { aliasAt, SEARCH_ALIASES, singularOf } from './search-aliases';
import { catalogWords, searchWords } from './search-words';

describe('search aliases', () => {
  it('point every key at words the catalogue spells so, and keys are split as searches split them', () => {
    const words = new Set(catalogWords);
    for (const [key, target] of Object.entries(SEARCH_ALIASES)) {
      expect(searchWords(key).join(' '), key).toBe(key);
      expect(searchWords(target).join(' '), target).toBe(target);
      expect(key, 'an alias of itself').not.toBe(target);
      for (const w of target.split(' ')) expect(words.has(w), `${key} → ${target}: ${w}`).toBe(true);
    }
  });

  it('reads one word or a pair', () => {
    expect(aliasAt(['k8s', 'help'], 0)).toEqual({ words: ['kubernetes'], length: 1 });
    expect(aliasAt(['word', 'press', 'theme'], 0)).toEqual({ words: ['wordpress'], length: 2 });
    expect(aliasAt(['ms', 'excel'], 0)).toEqual({ words: ['excel'], length: 2 });
    expect(aliasAt(['aftereffects'], 0)).toEqual({ words: ['after', 'effects'], length: 1 });
    expect(aliasAt(['photoshop'], 0)).toBeNull();
    expect(aliasAt([], 0)).toBeNull();
  });

  it('reads simple plurals as their singular, leaving short words alone', () => {
    expect(singularOf('videos')).toBe('video');
    expect(singularOf('agencies')).toBe('agency');
    expect(singularOf('sketches')).toBe('sketch');
    expect(singularOf('glass')).toBeNull();
    expect(singularOf('ads')).toBeNull();
    expect(singularOf('logo')).toBeNull();
  });
});
