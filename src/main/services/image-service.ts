import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { IMAGE_SIZE_MESSAGE, MAX_IMAGE_BYTES } from '#shared/domain/media';
import type { ImagePurpose, PrepareImageResult } from '#shared/contract/ipc';
import { prepareAvatarImage, prepareGalleryImage, type PrepareResult } from '#media/index';
import type { PickedFiles } from './picked-files';

/** Reads a file, refusing one over `maxBytes` from its size before reading it (and if it grows meanwhile). */
export async function readFileAtMost(path: string, maxBytes: number): Promise<Buffer | null> {
  const file = await open(path, 'r');
  try {
    const stats = await file.stat();
    if (!stats.isFile()) throw new Error(`Not a file: ${basename(path)}`);
    if (stats.size > maxBytes) return null;
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await file.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    return length > maxBytes ? null : buffer.subarray(0, length);
  } finally {
    await file.close();
  }
}

export function toPrepareImageResult(result: PrepareResult): PrepareImageResult {
  if (!result.ok) return { ok: false, message: result.message };
  const { name, mimeType, buffer, width, height, bytes } = result.image;
  return {
    ok: true,
    image: { name, mimeType, dataBase64: buffer.toString('base64'), width, height, bytes },
    warning: result.warning,
  };
}

export interface ImageService {
  prepare(request: { fileId: string; purpose: ImagePurpose }): Promise<PrepareImageResult>;
}

/** Prepares a picked image for upload: avatar fitted inside 800x800 as JPEG, gallery checked and re-encoded. */
export function createImageService(files: PickedFiles): ImageService {
  return {
    async prepare({ fileId, purpose }) {
      const path = files.get(fileId);
      if (path === undefined) throw new Error('This image is no longer available: choose it again.');
      const buffer = await readFileAtMost(path, MAX_IMAGE_BYTES);
      if (buffer === null) return { ok: false, message: IMAGE_SIZE_MESSAGE };
      const name = basename(path);
      const prepared =
        purpose === 'avatar'
          ? await prepareAvatarImage(buffer, name)
          : await prepareGalleryImage(buffer, name);
      return toPrepareImageResult(prepared);
    },
  };
}
