import { randomUUID } from 'node:crypto';
import { prepareAvatarImage, prepareGalleryImage, prepareMessageImage, type MediaFailureCode } from '#media/index';
import { AppError, badRequest } from '../../http/errors';
import type { AppDeps } from '../context';
import type { UploadsTable } from './tables';
import { storeUpload } from './store-upload';

const EXTENSION = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

const FAILURE_CODES: Record<MediaFailureCode, string> = {
  'invalid-type': 'IMAGE_TYPE',
  'file-too-large': 'IMAGE_TOO_LARGE',
  'too-small': 'IMAGE_TOO_SMALL',
  'too-many-pixels': 'IMAGE_TOO_MANY_PIXELS',
};

export interface StoredImage {
  key: string;
  /** The public path (/files/{key}). */
  url: string;
  width: number;
  height: number;
  bytes: number;
  /** The recommended-size warning of a gallery image, or null. */
  warning: string | null;
}

/**
 * The authoritative check and storage of an uploaded image: detected by content, checked against
 * the policy of its kind (shared/domain/media), re-encoded without metadata (HEIC becomes JPEG),
 * stored under a random name and recorded as this user's upload. A refused image gets a 400 with
 * the policy's message (413 when it is over 10MB) and stores nothing. The stored file appears only
 * once its row is committed.
 */
export async function storeImage(
  deps: Pick<AppDeps, 'db' | 'storage' | 'clock'>,
  input: { userId: string; kind: Exclude<UploadsTable['kind'], 'document'>; buffer: Buffer },
): Promise<StoredImage> {
  const prepared =
    input.kind === 'gallery'
      ? await prepareGalleryImage(input.buffer)
      : input.kind === 'message'
        ? await prepareMessageImage(input.buffer)
        : await prepareAvatarImage(input.buffer);
  if (!prepared.ok) {
    if (prepared.code === 'file-too-large') throw new AppError(413, FAILURE_CODES[prepared.code], prepared.message);
    throw badRequest(prepared.message, undefined, FAILURE_CODES[prepared.code]);
  }
  const { image } = prepared;
  const key = `${randomUUID()}.${EXTENSION[image.format]}`;
  await storeUpload(deps, { key, userId: input.userId, kind: input.kind, buffer: image.buffer, width: image.width, height: image.height });
  return {
    key,
    url: deps.storage.urlFor(key),
    width: image.width,
    height: image.height,
    bytes: image.bytes,
    warning: prepared.warning,
  };
}
