import { english } from '#shared/i18n/english';
/**
 * The image policy (expert-side spec, sections 5 and 9) and its messages. Isomorphic: the renderer,
 * the Electron main process and the server all import these rules from here.
 */

/** File extensions a user may pick, in the order the spec names them. */
export const IMAGE_EXTENSIONS = ['jpg', 'png', 'jpeg', 'webp', 'heic'] as const;
type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

/** The MIME type of each allowed extension. */
export const IMAGE_MIME_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  heic: 'image/heic',
} as const satisfies Record<ImageExtension, string>;

/** Value for an `<input type="file" accept>` attribute. */
export const IMAGE_ACCEPT = [
  ...IMAGE_EXTENSIONS.map((ext) => `.${ext}`),
  ...new Set(Object.values(IMAGE_MIME_TYPES)),
].join(',');

/** Formats an image is detected as, by its content. */
export const SOURCE_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'heic'] as const;
export type SourceImageFormat = (typeof SOURCE_IMAGE_FORMATS)[number];

/** Formats a prepared (re-encoded) image is stored in: HEIC becomes JPEG. */
export const PREPARED_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type PreparedImageFormat = (typeof PREPARED_IMAGE_FORMATS)[number];

export const PREPARED_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PreparedImageMimeType = (typeof PREPARED_IMAGE_MIME_TYPES)[number];

export const PREPARED_IMAGE_MIME_TYPE = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const satisfies Record<PreparedImageFormat, PreparedImageMimeType>;

const PREPARED_IMAGE_EXTENSION = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const satisfies Record<
  PreparedImageFormat,
  ImageExtension
>;

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decompression-bomb guard (not in the spec): more pixels than this are refused before decoding. */
export const MAX_IMAGE_PIXELS = 100_000_000;

export const GALLERY_MIN_WIDTH = 712;
export const GALLERY_MIN_HEIGHT = 430;
export const GALLERY_RECOMMENDED_WIDTH = 1280;
export const GALLERY_RECOMMENDED_HEIGHT = 769;

/** Profile pictures are fitted inside a square of this side and saved as JPEG at this quality. */
export const AVATAR_MAX_SIDE = 800;
export const AVATAR_JPEG_QUALITY = 0.8;
/** An image sent in a message is fitted inside this many pixels a side. */
export const MESSAGE_IMAGE_MAX_SIDE = 1600;

export const IMAGE_TYPE_MESSAGE = english('messages:media.imageType');
export const IMAGE_SIZE_MESSAGE = english('messages:media.imageSize');

export const galleryTooSmallMessage = (width: number, height: number): string =>
  english('messages:media.galleryTooSmall', { width, height, minWidth: GALLERY_MIN_WIDTH, minHeight: GALLERY_MIN_HEIGHT });

export const galleryBelowRecommendedWarning = (width: number, height: number): string =>
  english('messages:media.galleryBelowRecommended', { width, height, bestWidth: GALLERY_RECOMMENDED_WIDTH, bestHeight: GALLERY_RECOMMENDED_HEIGHT });

export const imageTooLargeMessage = (width: number, height: number): string =>
  `Image is too large (${width}x${height} px). Maximum is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`;

type ImageCheck = { ok: true } | { ok: false; message: string };
type GalleryDimensionsCheck = { ok: true; warning: string | null } | { ok: false; message: string };

/** The lower-case extension of a file name, or '' when it has none. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function isImageExtension(ext: string): ext is ImageExtension {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

/** Client-side type check by file name (the server and main check the content). */
export function checkImageName(name: string): ImageCheck {
  return isImageExtension(fileExtension(name)) ? { ok: true } : { ok: false, message: IMAGE_TYPE_MESSAGE };
}

/** Client-side type check by the MIME type a browser reports; an empty type falls back to the name. */
export function checkImageFile(file: { name: string; type: string }): ImageCheck {
  if (file.type === '') return checkImageName(file.name);
  const allowed: readonly string[] = Object.values(IMAGE_MIME_TYPES);
  return allowed.includes(file.type.toLowerCase()) || checkImageName(file.name).ok
    ? { ok: true }
    : { ok: false, message: IMAGE_TYPE_MESSAGE };
}

/** 10MB at most. */
export function checkImageSize(bytes: number): ImageCheck {
  return bytes <= MAX_IMAGE_BYTES ? { ok: true } : { ok: false, message: IMAGE_SIZE_MESSAGE };
}

export function checkImagePixels(width: number, height: number): ImageCheck {
  return width * height <= MAX_IMAGE_PIXELS
    ? { ok: true }
    : { ok: false, message: imageTooLargeMessage(width, height) };
}

/** Gallery: below 712x430 is refused; below 1280x769 is accepted with a warning. */
export function checkGalleryDimensions(width: number, height: number): GalleryDimensionsCheck {
  if (width < GALLERY_MIN_WIDTH || height < GALLERY_MIN_HEIGHT) {
    return { ok: false, message: galleryTooSmallMessage(width, height) };
  }
  const belowRecommended = width < GALLERY_RECOMMENDED_WIDTH || height < GALLERY_RECOMMENDED_HEIGHT;
  return { ok: true, warning: belowRecommended ? galleryBelowRecommendedWarning(width, height) : null };
}

/** Avatar: the size that fits inside AVATAR_MAX_SIDE x AVATAR_MAX_SIDE, never enlarged. */
export function fitInside(
  width: number,
  height: number,
  maxSide: number = AVATAR_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The file name of a prepared image: the base of the original name (no folders, only safe
 * characters, at most 80 of them) with the extension of the format it was saved in.
 */
export function preparedImageName(originalName: string, format: PreparedImageFormat): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
    .replace(/^[.\s_-]+|[.\s]+$/g, '')
    .slice(0, 80);
  return `${stem === '' ? 'image' : stem}.${PREPARED_IMAGE_EXTENSION[format]}`;
}
