import { FILES_PREFIX, isStorageKey } from '../../services/storage';
import { notFound } from '../../http/errors';
import type { ServerModule } from '../context';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Serves uploaded files by their server-made key with a fixed content type, never as HTML. */
export const filesModule: ServerModule = async (app, { deps }) => {
  app.get<{ Params: { key: string } }>(`${FILES_PREFIX}:key`, async (request, reply) => {
    const { key } = request.params;
    if (!isStorageKey(key)) throw notFound('File not found.');
    const data = await deps.storage.get(key);
    if (!data) throw notFound('File not found.');
    const ext = key.slice(key.lastIndexOf('.') + 1);
    return reply
      .type(TYPES[ext] ?? 'application/octet-stream')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Disposition', 'inline')
      .header('X-Content-Type-Options', 'nosniff')
      .send(data);
  });
};
