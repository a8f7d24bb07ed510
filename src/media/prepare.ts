import {
  AVATAR_JPEG_QUALITY,
  AVATAR_MAX_SIDE,
  IMAGE_TYPE_MESSAGE,
  MESSAGE_IMAGE_MAX_SIDE,
  checkGalleryDimensions,
  checkImagePixels,
  checkImageSize,
  preparedImageName,
  type PreparedImageFormat,
  type SourceImageFormat,
} from '#shared/domain/media';
import { openImage } from './decode';
import { encodeImage, type EncodeOptions } from './encode';
import { probeImage } from './probe';
import type { Sharp } from 'sharp';
import { mediaFailure, type MediaFailure, type PrepareResult, type ProbedImage } from './result';

/** HEIC is stored as JPEG; the other formats keep theirs. */
const GALLERY_OUTPUT: Record<SourceImageFormat, PreparedImageFormat> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  heic: 'jpeg',
};

/** Size, content type and pixel count checks shared by every preparation. */
async function admit(buffer: Buffer): Promise<ProbedImage | MediaFailure> {
  const size = checkImageSize(buffer.length);
  if (!size.ok) return mediaFailure('file-too-large', size.message);
  const probe = await probeImage(buffer);
  if (!probe.ok) return probe;
  const pixels = checkImagePixels(probe.width, probe.height);
  if (!pixels.ok) return mediaFailure('too-many-pixels', pixels.message);
  return probe;
}

/** Decodes and re-encodes; a file that only looked like an image gets the type message. */
async function transcode(
  buffer: Buffer,
  probe: ProbedImage,
  output: { format: PreparedImageFormat; name: string },
  shape: (pipeline: Sharp) => Sharp = (pipeline) => pipeline,
  options?: EncodeOptions,
): Promise<PrepareResult> {
  try {
    const pipeline = shape(await openImage(buffer, probe.format));
    const encoded = await encodeImage(pipeline, output.format, options);
    return {
      ok: true,
      image: { ...encoded, name: preparedImageName(output.name, output.format) },
      warning: null,
    };
  } catch {
    return mediaFailure('invalid-type', IMAGE_TYPE_MESSAGE);
  }
}

/**
 * A gig gallery image: JPG, PNG, WEBP or HEIC (by content), at most 10MB, at least 712x430
 * (a warning below 1280x769). HEIC becomes JPEG; the others are re-encoded in their own format.
 * The output is upright, carries no metadata and is named after `name` with its new extension.
 */
export async function prepareGalleryImage(buffer: Buffer, name = 'image'): Promise<PrepareResult> {
  const probe = await admit(buffer);
  if (!probe.ok) return probe;
  const dimensions = checkGalleryDimensions(probe.width, probe.height);
  if (!dimensions.ok) return mediaFailure('too-small', dimensions.message);
  const result = await transcode(buffer, probe, { format: GALLERY_OUTPUT[probe.format], name });
  return result.ok ? { ...result, warning: dimensions.warning } : result;
}

/**
 * A profile picture: any accepted image, upright, fitted inside 800x800 (never enlarged), JPEG at
 * quality 0.8, without metadata. `name` only names the output.
 */
export async function prepareAvatarImage(buffer: Buffer, name = 'avatar'): Promise<PrepareResult> {
  const probe = await admit(buffer);
  if (!probe.ok) return probe;
  return transcode(
    buffer,
    probe,
    { format: 'jpeg', name },
    (pipeline) =>
      pipeline.resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }),
    { quality: AVATAR_JPEG_QUALITY },
  );
}

/**
 * An image sent in a message: any accepted image, upright, fitted inside MESSAGE_IMAGE_MAX_SIDE
 * (never enlarged), JPEG without metadata.
 */
export async function prepareMessageImage(buffer: Buffer, name = 'image'): Promise<PrepareResult> {
  const probe = await admit(buffer);
  if (!probe.ok) return probe;
  return transcode(
    buffer,
    probe,
    { format: 'jpeg', name },
    (pipeline) =>
      pipeline.resize(MESSAGE_IMAGE_MAX_SIDE, MESSAGE_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }),
    { quality: AVATAR_JPEG_QUALITY },
  );
}

/** Any accepted image as an upright JPEG without metadata (transparency on white). */
export async function toJpeg(
  buffer: Buffer,
  name = 'image',
  options: EncodeOptions = {},
): Promise<PrepareResult> {
  const probe = await admit(buffer);
  if (!probe.ok) return probe;
  return transcode(buffer, probe, { format: 'jpeg', name }, undefined, options);
}
