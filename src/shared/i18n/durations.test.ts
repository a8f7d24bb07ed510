import { describe, expect, it } from 'vitest';
import { durationText, unitText } from './durations';

/** Intl puts no-break spaces between a number and its unit: compared as plain spaces. */
const plain = (text: string) => text.replace(/\s/gu, ' ');

describe('durations and years by Intl', () => {
  it('writes hours and minutes in the language, its plural forms by its rules', () => {
    expect(plain(durationText('en', 105))).toBe('1 hour, 45 minutes');
    expect(plain(durationText('fr', 60))).toBe('1 heure');
    expect(plain(durationText('fr', 0))).toBe('0 minute');
    expect(plain(durationText('ko', 150))).toBe('2시간 30분');
    expect(plain(unitText('pt-BR', 'year', 1))).toBe('1 ano');
    expect(plain(unitText('pt-BR', 'year', 3))).toBe('3 anos');
    // Arabic has its own forms for one, two, a few and many: none of them is the English word.
    for (const n of [1, 2, 3, 11]) expect(unitText('ar', 'year', n)).not.toMatch(/[A-Za-z]/);
    expect(unitText('ar', 'year', 2)).not.toBe(unitText('ar', 'year', 3).replace('3', '2'));
  });
});
