import { describe, expect, it } from 'vitest';
import { acceptedLanguages, cookieLanguage, localizedPath, negotiatedLanguage, pathInEveryLanguage, splitLanguagePath } from './language-paths';

describe('language paths', () => {
  it('reads the language of a path and the path inside it', () => {
    expect(splitLanguagePath('/fr/about')).toEqual({ language: 'fr', path: '/about' });
    expect(splitLanguagePath('/ar')).toEqual({ language: 'ar', path: '/' });
    expect(splitLanguagePath('/ko/')).toEqual({ language: 'ko', path: '/' });
    expect(splitLanguagePath('/about')).toEqual({ language: 'en', path: '/about' });
    // English has no prefix, and a segment that only starts like a code is a path of its own.
    expect(splitLanguagePath('/en/about')).toEqual({ language: 'en', path: '/en/about' });
    expect(splitLanguagePath('/french')).toEqual({ language: 'en', path: '/french' });
    expect(splitLanguagePath('/de/about')).toEqual({ language: 'en', path: '/de/about' });
  });

  it('writes a path in a language, and back', () => {
    expect(localizedPath('en', '/gigs/g1')).toBe('/gigs/g1');
    expect(localizedPath('pt', '/gigs/g1')).toBe('/pt/gigs/g1');
    expect(localizedPath('ar', '/')).toBe('/ar/');
    expect(localizedPath('fr', '/search/gigs?keyword=a')).toBe('/fr/search/gigs?keyword=a');
    for (const { language, path } of pathInEveryLanguage('/help')) expect(splitLanguagePath(path)).toEqual({ language, path: '/help' });
    expect(pathInEveryLanguage('/').map((p) => p.path)).toEqual(['/', '/pt/', '/fr/', '/ar/', '/ko/']);
  });

  it('orders Accept-Language by q and picks the first of the five', () => {
    expect(acceptedLanguages('de-CH, en;q=0.8, ar;q=0.9, ko;q=0')).toEqual(['de-CH', 'ar', 'en']);
    expect(negotiatedLanguage('de-CH, en;q=0.8, ar;q=0.9')).toBe('ar');
    expect(negotiatedLanguage('pt-BR,pt;q=0.9')).toBe('pt');
    expect(negotiatedLanguage('ko;q=0, de')).toBe('en');
    expect(negotiatedLanguage(undefined)).toBe('en');
    expect(negotiatedLanguage('*')).toBe('en');
  });

  it('reads a kept choice from the cookies, and nothing else', () => {
    expect(cookieLanguage('a=1; qurious_language=ko; b=2')).toBe('ko');
    expect(cookieLanguage('qurious_language=xx')).toBeNull();
    expect(cookieLanguage(undefined)).toBeNull();
  });
});
