import { describe, expect, it } from 'vitest';
import { longDate, titleCase } from './format';

describe('profile formats', () => {
  it('puts a name in title case', () => {
    expect(titleCase('ada LOVELACE')).toBe('Ada Lovelace');
    expect(titleCase('  grace   hopper ')).toBe('Grace Hopper');
    expect(titleCase('')).toBe('');
  });

  it('writes a long date', () => {
    expect(longDate('2026-03-01T10:00:00.000Z')).toBe('March 1, 2026');
    expect(longDate('not a date')).toBe('');
  });

  it('writes a long date in the interface language', () => {
    expect(longDate('2026-03-01T10:00:00.000Z', 'fr')).toBe('1 mars 2026');
    expect(longDate('2026-03-01T10:00:00.000Z', 'ko')).toBe('2026년 3월 1일');
  });
});
