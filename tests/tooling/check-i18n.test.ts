import { describe, expect, it } from 'vitest';
import { checkCatalogues, checkUsage, findLiterals, usedKeys } from '../../scripts/lib/i18n-check';

/** The catalogue check of the test command catches what it is for, on a catalogue made broken here. */
const en = { shell: { 'login': 'Login', 'mail.unread_one': '{{count}} unread message', 'mail.unread_other': '{{count}} unread messages', 'hello': 'Hello {{name}}' } };

describe('the catalogue check', () => {
  it('passes a complete catalogue, with each language plural forms', () => {
    const ko = { shell: { 'login': '로그인', 'mail.unread_other': '읽지 않은 메시지 {{count}}개', 'hello': '안녕하세요 {{name}}' } };
    expect(checkCatalogues({ en, ko })).toEqual([]);
  });

  it('fails on a missing key, a missing plural form, an unknown key and a lost placeholder', () => {
    const fr = { shell: { 'mail.unread_one': '{{count}} message non lu', 'hello': 'Bonjour', 'bye': 'Au revoir' } };
    expect(checkCatalogues({ en, fr })).toEqual([
      'fr/shell: missing key "login"',
      'fr/shell: missing key "mail.unread_many"',
      'fr/shell: missing key "mail.unread_other"',
      'fr/shell: "hello" has placeholders {}, the English {name}',
      'fr/shell: unknown key "bye"',
    ]);
    expect(checkCatalogues({ en, ar: {} })).toEqual(['ar/shell: the namespace is missing']);
  });

  it('fails on a key no code uses and on a key the code names that the catalogue lacks', () => {
    const used = usedKeys(`t('shell:login'); t('shell:mail.unread', { count }); t('shell:gone'); const css = 'shell-header';`, ['shell']);
    expect(checkUsage(en, used)).toEqual(['en/shell: "hello" is used by no code', 'code names "shell:gone", which the English catalogue does not have']);
  });

  it('fails on visible literal text in a converted component, not on keys, names or developer messages', () => {
    const source = [
      `export function A() {`,
      `  console.error('The page broke.');`,
      `  const menu = [{ label: 'shell:login' }, { label: 'Pricing' }];`,
      `  return <nav aria-label="Main"><a title={t('shell:login')}>Qurious</a>Sign up now<img alt={'A cat'} /></nav>;`,
      `}`,
      `const NOTE = 'Orders are for experts.';`,
    ].join('\n');
    expect(findLiterals('A.tsx', source, ['Qurious'])).toEqual([
      'A.tsx:3: "Pricing" is not from the catalogue',
      'A.tsx:4: "Main" is not from the catalogue',
      'A.tsx:4: "Sign up now" is not from the catalogue',
      'A.tsx:4: "A cat" is not from the catalogue',
      'A.tsx:6: "Orders are for experts." is not from the catalogue',
    ]);
  });
});
