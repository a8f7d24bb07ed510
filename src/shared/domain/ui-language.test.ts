import { describe, expect, it } from 'vitest';
import { directionOf, preferredLanguage } from './ui-language';

describe('the interface language', () => {
  it('follows the first browser language that is one of the five, by its primary subtag', () => {
    expect(preferredLanguage(['de-DE', 'pt-BR', 'fr'])).toBe('pt');
    expect(preferredLanguage(['ko-KR'])).toBe('ko');
    expect(preferredLanguage(['AR-EG'])).toBe('ar');
  });
  it('is English when none of the browser languages is one of the five', () => {
    expect(preferredLanguage(['de', 'ja'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
  it('reads Arabic right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ko')).toBe('ltr');
  });
});
