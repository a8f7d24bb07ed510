import { describe, expect, it } from 'vitest';
import { CATALOG_NAMES } from '#shared/catalog/names/all-languages';
import { TOPIC_NAMES } from '#shared/catalog/topic-names/all-languages';
import { catalogNamer } from './catalog-names';
import { topicNamer } from './topic-names';

describe('the names a chip or a sub-skill shows', () => {
  const french = topicNamer(TOPIC_NAMES.fr, catalogNamer(CATALOG_NAMES.fr));

  it('shows a topic or sub-skill in the language, a skill by the catalogue names, anything else as it is', () => {
    expect(french.name('Skin Retouching')).toBe('Retouche de la peau');
    expect(french.isEnglish('Skin Retouching')).toBe(false);
    expect(french.name('Video Editing')).toBe(CATALOG_NAMES.fr.names['Video Editing']);
    expect(french.isEnglish('Video Editing')).toBe(false);
    expect(french.name('Fix my Blender render noise')).toBe('Fix my Blender render noise');
    expect(french.isEnglish('Fix my Blender render noise')).toBe(true);
  });

  it('marks a feature named as its maker names it as English', () => {
    expect(french.name('DynaMesh')).toBe('DynaMesh');
    expect(french.isEnglish('DynaMesh')).toBe(true);
  });

  it('shows everything as it is without a table (English)', () => {
    const english = topicNamer(null, catalogNamer(null));
    expect(english.name('Skin Retouching')).toBe('Skin Retouching');
    expect(english.isEnglish('Skin Retouching')).toBe(true);
  });
});
