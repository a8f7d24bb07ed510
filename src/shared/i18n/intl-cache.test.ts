import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, pluralRules } from './intl-cache';

describe('Intl formatters kept per locale and options', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    expect(numberFormat('fr')).toBe(numberFormat('fr'));
    expect(numberFormat('fr', { style: 'percent' })).toBe(numberFormat('fr', { style: 'percent' }));
    expect(numberFormat('fr', { style: 'percent' })).not.toBe(numberFormat('fr'));
    expect(numberFormat('ko')).not.toBe(numberFormat('fr'));
    expect(dateTimeFormat('en', { timeZone: 'Asia/Kolkata' })).not.toBe(dateTimeFormat('en', { timeZone: 'UTC' }));
    expect(pluralRules('ar')).toBe(pluralRules('ar'));
  });

  it('formats as a new formatter would', () => {
    expect(numberFormat('fr').format(12345.5)).toBe(new Intl.NumberFormat('fr').format(12345.5));
    expect(dateTimeFormat('ko', { dateStyle: 'medium', timeZone: 'UTC' }).format(0)).toBe(new Intl.DateTimeFormat('ko', { dateStyle: 'medium', timeZone: 'UTC' }).format(0));
    expect(pluralRules('ar').select(2)).toBe('two');
  });

  it('throws for options Intl refuses, every time (nothing kept)', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
