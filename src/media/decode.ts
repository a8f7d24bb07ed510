import type { Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS, type SourceImageFormat } from '#shared/domain/media';
import { loadHeicDecode, loadSharp } from './libraries';

const SHARP_INPUT = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS } as const;

/**
 * A sharp pipeline over the decoded image, upright (EXIF orientation applied). HEIC is decoded with
 * heic-decode, because sharp's prebuilt libvips reads HEIC headers but has no HEVC decoder, and its
 * RGBA pixels are handed to sharp raw. Output from sharp carries no metadata unless asked for.
 */
export async function openImage(buffer: Buffer, format: SourceImageFormat): Promise<Sharp> {
  const sharp = await loadSharp();
  if (format !== 'heic') return sharp(buffer, SHARP_INPUT).rotate();
  const decodeHeic = await loadHeicDecode();
  const { width, height, data } = await decodeHeic({ buffer });
  const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return sharp(pixels, { ...SHARP_INPUT, raw: { width, height, channels: 4 } });
}
