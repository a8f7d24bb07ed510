import { describe, expect, it } from 'vitest';
import { csvCell } from './audit-csv';
import { prefixEnd } from './user-search';

describe('a CSV cell of the audit trail', () => {
  it('leaves plain text as it is and an empty value empty', () => {
    expect(csvCell('Looked into a ticket')).toBe('Looked into a ticket');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell holding a comma, a quote or a line break, its quotes doubled', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('defuses every cell a spreadsheet would run as a formula, quoted or not', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`).startsWith(`'${start}`) || csvCell(`${start}1+1`).startsWith(`"'${start}`)).toBe(true);
    expect(csvCell('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe("a search prefix's range", () => {
  it('ends just after every string starting with the prefix, whole code points included', () => {
    expect(prefixEnd('ab')).toBe('ac');
    expect(prefixEnd('zoë')).toBe('zoì');
    expect(prefixEnd('a😀')).toBe('a😁');
    for (const s of ['ab', 'abz', 'ab😀']) expect(s >= 'ab' && s < prefixEnd('ab')).toBe(true);
    expect('ac' < prefixEnd('ab')).toBe(false);
  });
});
