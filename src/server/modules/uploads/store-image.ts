import { randomUUID } from 'node:crypto';
import { prepareAvatarImage, prepareGalleryImage, prepareMessageImage, type MediaFailureCode } from '#media/index';
import { AppError, badRequest } from '../../http/errors';
import type { AppDeps } from '../context';
import type { UploadsTable } from './tables';

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
  input: { userId: string; kind: UploadsTable['kind']; buffer: Buffer },
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
  // The file is staged (never served), the row committed, then the file renamed into place: a
  // crash at any point leaves no stored file without its row (the start-up sweep finishes or
  // discards a staged one, see sweep.ts).
  await deps.storage.stage(key, image.buffer);
  try {
    await deps.db.kysely
      .insertInto('uploads')
      .values({
        key,
        user_id: input.userId,
        kind: input.kind,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        created_at: deps.clock.now().toISOString(),
      })
      .execute();
  } catch (e) {
    await deps.storage.discard(key);
    throw e;
  }
  try {
    await deps.storage.commit(key);
  } catch (e) {
    await deps.db.kysely.deleteFrom('uploads').where('key', '=', key).execute();
    await deps.storage.discard(key);
    throw e;
  }
  return {
    key,
    url: deps.storage.urlFor(key),
    width: image.width,
    height: image.height,
    bytes: image.bytes,
    warning: prepared.warning,
  };
}
