import multipart from '@fastify/multipart';
import { httpContract, type RouteDef } from '#shared/contract/http';
import { MAX_IMAGE_BYTES } from '#shared/domain/media';
import { perCaller } from '../../http/auth';
import { declareRoute } from '../../http/declare-route';
import type { ServerModule } from '../server-module';
import { readFilePart } from './read-file-part';
import { storeDocument } from './store-document';
import { storeImage } from './store-image';
import { installUploadSweep } from './sweep';

/** The file field a multipart route's contract names (the API document says it too). */
function fileFieldOf(def: RouteDef): string {
  if (!def.fileField) throw new Error(`${def.method} ${def.path}: a multipart route names its file field`);
  return def.fileField;
}

export const AVATAR_FIELD = fileFieldOf(httpContract.uploadProfilePicture);
export const GALLERY_FIELD = fileFieldOf(httpContract.uploadGallery);
const MESSAGE_IMAGE_FIELD = fileFieldOf(httpContract.uploadMessageImage);
const REQUEST_FILE_FIELD = fileFieldOf(httpContract.uploadRequestFile);

const uploadLimit = { max: 30, timeWindow: '1 minute', keyGenerator: perCaller };

/**
 * The uploads (images, and a request's PDFs), in their own scope: multipart parsing (and the hooks it adds to every
 * request) only here, and the start-up sweep of the uploads storage both routes share.
 */
export const uploadsModule: ServerModule = async (app, { deps }) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12 } });

  /**
   * POST /api/upload/profile-picture (signed in): one image in the multipart field `image`, checked
   * by content (JPG, PNG, WEBP or HEIC, under 10MB), turned upright, fitted inside 800x800,
   * re-encoded as JPEG without metadata and stored under a random name; answers `{ imageUrl }`.
   */
  declareRoute(
    app,
    httpContract.uploadProfilePicture,
    async ({ request, user }) => {
      const buffer = await readFilePart(request, AVATAR_FIELD);
      const stored = await storeImage(deps, { userId: user.id, kind: 'avatar', buffer });
      return { imageUrl: stored.url };
    },
    { rateLimit: uploadLimit },
  );

  /**
   * POST /api/upload/gallery (experts only): one image in the multipart field `files`, checked and
   * stored by storeImage (by content, under 10MB, at least 712x430, HEIC to JPEG, re-encoded without
   * metadata, random name); answers `{ gallery: [url], warning }`, the URL being what a gig's
   * gallery may then hold, and the warning the recommended-size one (or null).
   */
  declareRoute(
    app,
    httpContract.uploadGallery,
    async ({ request, user }) => {
      const buffer = await readFilePart(request, GALLERY_FIELD);
      const stored = await storeImage(deps, { userId: user.id, kind: 'gallery', buffer });
      return { gallery: [stored.url], warning: stored.warning };
    },
    { rateLimit: uploadLimit },
  );

  /**
   * POST /api/upload/message-image (signed in): one image in the multipart field `image` for a
   * message, checked like the others, fitted inside 1600x1600, JPEG without metadata; answers its
   * key (sent with the message) and URL.
   */
  declareRoute(
    app,
    httpContract.uploadMessageImage,
    async ({ request, user }) => {
      const buffer = await readFilePart(request, MESSAGE_IMAGE_FIELD);
      const stored = await storeImage(deps, { userId: user.id, kind: 'message', buffer });
      return { key: stored.key, imageUrl: stored.url };
    },
    { rateLimit: uploadLimit },
  );

  /**
   * POST /api/upload/request-file (signed in): one PDF in the multipart field `file` for a request,
   * checked by content, stored as it is (storeDocument); answers its key (sent with the request),
   * URL and size.
   */
  declareRoute(
    app,
    httpContract.uploadRequestFile,
    async ({ request, user }) => {
      const buffer = await readFilePart(request, REQUEST_FILE_FIELD, 'file');
      const stored = await storeDocument(deps, { userId: user.id, buffer });
      return { key: stored.key, fileUrl: stored.url, bytes: stored.bytes };
    },
    { rateLimit: uploadLimit },
  );

  // The uploads storage is put back in step with its table at start-up, before the server listens.
  installUploadSweep(app, deps);
};
