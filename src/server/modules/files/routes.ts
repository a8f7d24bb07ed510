import { FILES_PREFIX, isStorageKey } from '../../services/storage';
import { badRequest, notFound } from '../../http/errors';
import { DOCUMENT_MIME_TYPE } from '#shared/domain/documents';
import { IMAGE_VARIANT_WIDTHS, isImageVariantWidth } from '#shared/domain/image-variants';
import { imageVariants } from './image-variant';
import type { ServerModule } from '../server-module';

const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Serves uploaded files by their server-made key with a fixed content type, never as HTML; `?w=`
 * one of IMAGE_VARIANT_WIDTHS answers an image scaled down to that width. A PDF (a request's
 * document) is a download: a document someone else wrote never opens inside our origin.
 */
export const filesModule: ServerModule = async (app, { deps }) => {
  const variants = imageVariants();
  app.get<{ Params: { key: string }; Querystring: { w?: string } }>(`${FILES_PREFIX}:key`, async (request, reply) => {
    const { key } = request.params;
    if (!isStorageKey(key)) throw notFound('File not found.');
    const ext = key.slice(key.lastIndexOf('.') + 1);
    const image = IMAGE_TYPES[ext];
    const width = request.query.w === undefined ? null : Number(request.query.w);
    if (width !== null && (!image || !isImageVariantWidth(width))) throw badRequest(`w must be one of ${IMAGE_VARIANT_WIDTHS.join(', ')}, on an image.`);
    const stored = await deps.storage.get(key);
    if (!stored) throw notFound('File not found.');
    const data = width === null ? stored : await variants.get(key, width, stored);
    return reply
      .type(image ?? (ext === 'pdf' ? DOCUMENT_MIME_TYPE : 'application/octet-stream'))
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Disposition', image ? 'inline' : 'attachment')
      .header('X-Content-Type-Options', 'nosniff')
      .send(data);
  });
};
