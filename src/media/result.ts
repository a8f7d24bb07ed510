import type { PreparedImageFormat, PreparedImageMimeType, SourceImageFormat } from '#shared/domain/media';

/** Why an image was refused; `message` is the product text to show. */
export type MediaFailureCode = 'invalid-type' | 'file-too-large' | 'too-small' | 'too-many-pixels';
export type MediaFailure = { ok: false; code: MediaFailureCode; message: string };

export type ProbedImage = {
  ok: true;
  /** Detected from the content, never from the file name. */
  format: SourceImageFormat;
  /** As displayed, i.e. after the EXIF orientation is applied. */
  width: number;
  height: number;
  bytes: number;
};

export type EncodedImage = {
  buffer: Buffer;
  format: PreparedImageFormat;
  mimeType: PreparedImageMimeType;
  width: number;
  height: number;
  bytes: number;
};

export type ProcessedImage = EncodedImage & {
  /** The original base name with the extension of `format`, safe to store. */
  name: string;
};

export type PrepareResult = { ok: true; image: ProcessedImage; warning: string | null } | MediaFailure;

export const mediaFailure = (code: MediaFailureCode, message: string): MediaFailure => ({
  ok: false,
  code,
  message,
});
