import { describe, expect, it } from 'vitest';
import { checkTopicNames, topicsToName } from '../../scripts/lib/topic-names-check';
import { softwares } from '#shared/catalog/softwares';
import { TOPIC_NAMES } from '#shared/catalog/topic-names/all-languages';

describe('the topic and sub-skill names of each language', () => {
  it('names every feature topic and sub-skill that is not a software, in every language', () => {
    expect(topicsToName().length).toBeGreaterThan(1800);
    expect(checkTopicNames()).toEqual([]);
  });

  it('reports a missing, an empty or a stale name, and a software renamed inside a topic', () => {
    const { 'Skin Retouching': _dropped, ...missing } = TOPIC_NAMES.fr;
    expect(checkTopicNames({ fr: missing })).toEqual(['fr: no name for the topic "Skin Retouching"']);
    expect(checkTopicNames({ ko: { ...TOPIC_NAMES.ko, Rigging: ' ' } })).toEqual(['ko: an empty name for the topic "Rigging"']);
    expect(checkTopicNames({ pt: { ...TOPIC_NAMES.pt, 'Old Topic': 'Tópico antigo' } })).toEqual(['pt: "Old Topic" is no topic or sub-skill of the catalogue']);
    expect(checkTopicNames({ ar: { ...TOPIC_NAMES.ar, 'After Effects Integration': 'التكامل مع أفتر إفكتس' } })).toEqual([
      'ar: "After Effects Integration" must keep the software name "After Effects" (التكامل مع أفتر إفكتس)',
    ]);
  });

  it('translates no software: a product name is written as its maker writes it', () => {
    const products = new Set(softwares.map((s) => s.name));
    for (const table of Object.values(TOPIC_NAMES)) expect(Object.keys(table).filter((n) => products.has(n))).toEqual([]);
  });
});
