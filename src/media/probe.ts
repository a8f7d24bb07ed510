import { IMAGE_TYPE_MESSAGE, type SourceImageFormat } from '#shared/domain/media';
import { mediaFailure, type MediaFailure, type ProbedImage } from './result';
import { sniffImageFormat } from './sniff';
import { loadHeicDecode, loadSharp } from './libraries';

/** What libvips calls each format we accept. */
const SHARP_FORMAT: Record<SourceImageFormat, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  heic: 'heif',
};

type Size = { width: number; height: number };

/**
 * The header only, without libvips' own pixel limit (268 megapixels by default): a larger image must
 * reach checkImagePixels and get the too-many-pixels message, not fail here as "not an image".
 * Nothing is decoded here; decoding (decode.ts) keeps the limit.
 */
async function sharpSize(buffer: Buffer, format: SourceImageFormat): Promise<Size | null> {
  const sharp = await loadSharp();
  const meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  if (meta.format !== SHARP_FORMAT[format]) return null;
  if (format === 'heic' && meta.compression !== 'hevc') return null;
  const { width, height } = meta.autoOrient;
  return width > 0 && height > 0 ? { width, height } : null;
}

/** Container-only parse of a HEIC (no pixels decoded), for files libvips cannot read the header of. */
async function heicSize(buffer: Buffer): Promise<Size | null> {
  const decodeHeic = await loadHeicDecode();
  const images = await decodeHeic.all({ buffer });
  try {
    const primary = images[0];
    return primary ? { width: primary.width, height: primary.height } : null;
  } finally {
    images.dispose();
  }
}

/**
 * Detects the format of an image by its content and reads its displayed size without decoding
 * the pixels. Anything that is not a readable JPEG, PNG, WEBP or HEIC gets the spec's type message.
 */
export async function probeImage(buffer: Buffer): Promise<ProbedImage | MediaFailure> {
  const notAnImage = mediaFailure('invalid-type', IMAGE_TYPE_MESSAGE);
  const format = sniffImageFormat(buffer);
  if (format === null) return notAnImage;
  let size: Size | null;
  try {
    size = await sharpSize(buffer, format);
  } catch {
    size = null;
  }
  if (size === null && format === 'heic') size = await heicSize(buffer).catch(() => null);
  if (size === null) return notAnImage;
  return { ok: true, format, ...size, bytes: buffer.length };
}
