import type { Sharp } from 'sharp';
import { PREPARED_IMAGE_MIME_TYPE, type PreparedImageFormat } from '#shared/domain/media';
import type { EncodedImage } from './result';

/** Re-encoding quality of gallery images (the spec sets none; avatars use AVATAR_JPEG_QUALITY). */
export const GALLERY_JPEG_QUALITY = 0.9;
export const GALLERY_WEBP_QUALITY = 0.9;

const WHITE = { r: 255, g: 255, b: 255 };
const percent = (quality: number): number => Math.round(quality * 100);

export type EncodeOptions = { quality?: number };

/** Encodes a pipeline in the given format; metadata (EXIF, ICC, XMP) is not written. */
export async function encodeImage(
  pipeline: Sharp,
  format: PreparedImageFormat,
  { quality }: EncodeOptions = {},
): Promise<EncodedImage> {
  const encoder =
    format === 'jpeg'
      ? pipeline.flatten({ background: WHITE }).jpeg({ quality: percent(quality ?? GALLERY_JPEG_QUALITY) })
      : format === 'webp'
        ? pipeline.webp({ quality: percent(quality ?? GALLERY_WEBP_QUALITY) })
        : pipeline.png();
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
  return {
    buffer: data,
    format,
    mimeType: PREPARED_IMAGE_MIME_TYPE[format],
    width: info.width,
    height: info.height,
    bytes: data.length,
  };
}
