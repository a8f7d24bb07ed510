import { randomUUID } from 'node:crypto';
import { DOCUMENT_CONTENT_MESSAGE, isPdf, MAX_DOCUMENT_BYTES } from '#shared/domain/documents';
import { IMAGE_SIZE_MESSAGE } from '#shared/domain/media';
import { AppError, badRequest } from '../../http/errors';
import type { AppDeps } from '../context';
import { storeUpload } from './store-upload';

/**
 * A request's PDF: checked by content (the PDF signature, whatever its name or reported type said),
 * at most 10MB, stored as it is under a random name with the .pdf extension (the files route serves
 * it as a download, never inline) and recorded as this user's 'document' upload. A refused file
 * stores nothing.
 */
export async function storeDocument(
  deps: Pick<AppDeps, 'db' | 'storage' | 'clock'>,
  input: { userId: string; buffer: Buffer },
): Promise<{ key: string; url: string; bytes: number }> {
  if (input.buffer.length > MAX_DOCUMENT_BYTES) throw new AppError(413, 'FILE_TOO_LARGE', IMAGE_SIZE_MESSAGE);
  if (!isPdf(input.buffer)) throw badRequest(DOCUMENT_CONTENT_MESSAGE, undefined, 'DOCUMENT_TYPE');
  const key = `${randomUUID()}.pdf`;
  await storeUpload(deps, { key, userId: input.userId, kind: 'document', buffer: input.buffer, width: 0, height: 0 });
  return { key, url: deps.storage.urlFor(key), bytes: input.buffer.length };
}
