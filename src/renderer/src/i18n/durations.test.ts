import { describe, expect, it } from 'vitest';
import { durationsFor } from './durations';

/** Intl puts no-break spaces between a number and its unit: compared as plain spaces. */
const plain = (text: string) => text.replace(/\s/gu, ' ');

describe('the durations of each interface language', () => {
  it('write a package duration as the spec does in English, and by Intl in the other languages', () => {
    expect(durationsFor('en').duration('1 hr 45 Minutes')).toBe('1 hr 45 Minutes');
    expect(plain(durationsFor('fr').duration('1 hr 45 Minutes'))).toBe('1 heure et 45 minutes');
    expect(plain(durationsFor('pt').duration('1.5 hrs'))).toBe('1 hora e 30 minutos');
    expect(plain(durationsFor('ko').duration('30 Minutes'))).toBe('30분');
    // Arabic: the number and its unit in Arabic order, never the English words reordered ("hr 45 Minutes 1").
    const arabic = durationsFor('ar').duration('1 hr 45 Minutes');
    const unit = (unit: string, n: number) => new Intl.NumberFormat('ar', { style: 'unit', unit, unitDisplay: 'long' }).format(n);
    expect(arabic).toBe(new Intl.ListFormat('ar', { type: 'unit' }).format([unit('hour', 1), unit('minute', 45)]));
    expect(arabic).not.toMatch(/[A-Za-z]/);
    expect(durationsFor('fr').duration('Whenever')).toBe('Whenever');
  });

  it('write years with the language plural forms', () => {
    expect(durationsFor('en').years(1)).toBe('1 year');
    expect(durationsFor('en').years(3)).toBe('3 years');
    expect(plain(durationsFor('fr').years(3))).toBe('3 ans');
    expect(durationsFor('ar').years(3)).not.toMatch(/[A-Za-z]/);
  });
});
