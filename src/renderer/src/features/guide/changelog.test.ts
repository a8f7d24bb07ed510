import { describe, expect, it } from 'vitest';
import { CHANGELOG, newestFirst, type ChangelogEntry } from './changelog';

const entry = (date: string, n: number): ChangelogEntry => ({ date, title: 'guide:entry.guide.title', text: n % 2 ? 'guide:entry.calls.text' : 'guide:entry.guide.text' });

describe('the changelog', () => {
  it('lists entries newest first, entries of one day in the order written', () => {
    const a = entry('2026-01-02', 1);
    const b = entry('2026-03-01', 2);
    const c = entry('2026-01-02', 3);
    expect(newestFirst([a, b, c])).toEqual([b, a, c]);
  });

  it('dates every entry with a real calendar day and names each once', () => {
    for (const e of CHANGELOG) {
      expect(e.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${e.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(e.date);
    }
    expect(new Set(CHANGELOG.map((e) => e.title)).size).toBe(CHANGELOG.length);
  });
});
