import { describe, expect, it } from 'vitest';
import { linkifyText, safeHref } from './linkify';

describe('linkifyText', () => {
  it('keeps plain text as one text segment', () => {
    expect(linkifyText('no links here, just text.')).toEqual([{ kind: 'text', text: 'no links here, just text.' }]);
    expect(linkifyText('')).toEqual([]);
  });

  it('links http and https addresses, leaving the sentence punctuation outside', () => {
    expect(linkifyText('See https://example.com/docs?a=1&b=2. And http://qurious.test/x, too')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/docs?a=1&b=2', href: 'https://example.com/docs?a=1&b=2' },
      { kind: 'text', text: '. And ' },
      { kind: 'link', text: 'http://qurious.test/x', href: 'http://qurious.test/x' },
      { kind: 'text', text: ', too' },
    ]);
  });

  it('keeps a closing parenthesis that is not part of the address outside the link', () => {
    const segments = linkifyText('(docs at https://example.com/a)');
    expect(segments).toContainEqual({ kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' });
    expect(segments.at(-1)).toEqual({ kind: 'text', text: ')' });
  });

  it('never links other schemes, schemaless hosts, e-mail addresses or protocol-relative links', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'example.com and www.example.com',
      'mail me at someone@example.com or mailto:someone@example.com',
      'ftp://files.example.com/x',
      'see //example.com/path',
      'file:///etc/passwd',
    ]) {
      expect(linkifyText(text).every((s) => s.kind === 'text'), text).toBe(true);
      expect(linkifyText(text).map((s) => s.text).join('')).toBe(text);
    }
  });

  it('keeps markup as text (the page escapes it), and a quote cannot end the address early into an attribute', () => {
    const text = '<img src=x onerror=alert(1)> https://example.com/"onmouseover="alert(1)';
    const segments = linkifyText(text);
    expect(segments[0]).toEqual({ kind: 'text', text: '<img src=x onerror=alert(1)> ' });
    const link = segments.find((s) => s.kind === 'link');
    expect(link?.kind === 'link' && link.href.startsWith('https://example.com/')).toBe(true);
    expect(link?.kind === 'link' && link.href.includes('"')).toBe(false);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('does not link an address carrying credentials', () => {
    expect(linkifyText('https://user:pass@example.com/').every((s) => s.kind === 'text')).toBe(true);
  });
});

describe('safeHref', () => {
  it('answers the normalised http(s) address, or null', () => {
    expect(safeHref('HTTPS://Example.com')).toBe('https://example.com/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('https://a:b@example.com')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
  });
});
