import type { SourceImageFormat } from '#shared/domain/media';

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);

const ascii = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** HEIC: an ISO-BMFF `ftyp` box whose major or compatible brands name HEVC stills (AVIF does not count). */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = Math.min(view.getUint32(0), bytes.length);
  if (HEIC_BRANDS.has(ascii(bytes, 8, 12))) return true;
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    if (HEIC_BRANDS.has(ascii(bytes, offset, offset + 4))) return true;
  }
  return false;
}

/** The format of an image by its leading bytes, or null when it is not one the policy allows. */
export function sniffImageFormat(bytes: Uint8Array): SourceImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isHeic(bytes)) return 'heic';
  return null;
}
