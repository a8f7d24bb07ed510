import { describe, expect, it } from 'vitest';
import { softwares } from '../softwares';
import { CATALOG_NAMES } from './all-languages';

const languages = Object.entries(CATALOG_NAMES);

describe('the catalogue names of each language', () => {
  it('translates no software: a product name is written as its maker writes it', () => {
    const products = new Set(softwares.map((s) => s.name));
    for (const [, { names }] of languages) expect(Object.keys(names).filter((n) => products.has(n))).toEqual([]);
  });

  it('keeps the product names inside a translated name ("WordPress Development")', () => {
    for (const [language, { names }] of languages) {
      for (const product of ['WordPress', 'Shopify', 'Python', 'Excel']) {
        const english = Object.keys(names).filter((n) => n.includes(product));
        expect(english.length, product).toBeGreaterThan(0);
        for (const n of english) expect(names[n as keyof typeof names], `${language} ${n}`).toContain(product);
      }
    }
  });

  it('gives two different names two different translations (search finds each by its own)', () => {
    for (const [language, { names, professions }] of languages) {
      for (const table of [names, professions]) {
        const values = Object.values(table).map((v) => v.toLowerCase());
        expect(values.filter((v, i) => values.indexOf(v) !== i), language).toEqual([]);
        expect(values.every((v) => v.trim() !== ''), language).toBe(true);
      }
    }
  });
});
