import type { AppDeps } from '../context';
import type { UploadsTable } from './tables';

/**
 * Stores a checked upload under its server-made key as this user's: the file is staged (never
 * served), the row committed, then the file renamed into place, so a crash at any point leaves no
 * stored file without its row (the start-up sweep finishes or discards a staged one, see sweep.ts).
 */
export async function storeUpload(
  deps: Pick<AppDeps, 'db' | 'storage' | 'clock'>,
  upload: { key: string; userId: string; kind: UploadsTable['kind']; buffer: Buffer; width: number; height: number },
): Promise<void> {
  const { key } = upload;
  await deps.storage.stage(key, upload.buffer);
  try {
    await deps.db.kysely
      .insertInto('uploads')
      .values({
        key,
        user_id: upload.userId,
        kind: upload.kind,
        width: upload.width,
        height: upload.height,
        bytes: upload.buffer.length,
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
}
