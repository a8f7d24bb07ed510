import { describe, expect, it } from 'vitest';
import { sniffImageFormat } from './sniff';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)),
  );

/** An ISO-BMFF ftyp box with the given major and compatible brands. */
const ftyp = (major: string, ...compatible: string[]): Uint8Array => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'meta');
};

describe('sniffImageFormat (by content, never by name)', () => {
  it('recognises JPEG, PNG and WEBP signatures', () => {
    expect(sniffImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe('jpeg');
    expect(sniffImageFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(sniffImageFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
  });

  it('recognises HEIC by its major or compatible brands', () => {
    expect(sniffImageFormat(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(sniffImageFormat(ftyp('mif1', 'mif1', 'heic'))).toBe('heic');
    expect(sniffImageFormat(ftyp('heix'))).toBe('heic');
  });

  it('refuses AVIF, which shares the HEIF container but is not an allowed type', () => {
    expect(sniffImageFormat(ftyp('avif', 'mif1', 'miaf', 'avif'))).toBeNull();
    expect(sniffImageFormat(ftyp('mif1', 'mif1', 'avif'))).toBeNull();
  });

  it('refuses other formats, text and truncated headers', () => {
    expect(sniffImageFormat(bytes('GIF89a', [1, 0, 1, 0]))).toBeNull();
    expect(sniffImageFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImageFormat(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
    expect(sniffImageFormat(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});
