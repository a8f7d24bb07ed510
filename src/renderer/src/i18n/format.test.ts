import { describe, expect, it } from 'vitest';
import { formattersFor } from './format';

describe('the formatters of each interface language', () => {
  it('format rupee amounts, numbers and dates by Intl for the language', () => {
    expect(formattersFor('en').rupees(1500)).toBe('₹1,500');
    expect(formattersFor('fr').number(1234.5)).toBe('1\u202f234,5');
    expect(formattersFor('ar').number(12)).toBe(new Intl.NumberFormat('ar').format(12));
    expect(formattersFor('ko', 'UTC').date('2026-03-05T10:00:00Z')).toBe('2026. 3. 5.');
    expect(formattersFor('pt', 'UTC').date('2026-03-05T10:00:00Z')).toBe('5 de mar. de 2026');
  });
});
