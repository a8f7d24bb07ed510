import type { FastifyRequest } from 'fastify';
import { httpContract } from '../../../shared/contract/http';
import { bearerToken } from '../../http/auth';
import { declareRoute } from '../../http/declare-route';
import { badRequest } from '../../http/errors';
import type { ServerModule } from '../context';
import { storeImage } from './store-image';

export const GALLERY_FIELD = 'files';
export const NO_IMAGE_MESSAGE = 'Choose an image to upload.';
export const WRONG_FIELD_MESSAGE = `Send the image in the multipart field "${GALLERY_FIELD}".`;

const perCaller = (request: FastifyRequest) => bearerToken(request) ?? request.ip;

/**
 * POST /api/upload/gallery (experts only): one image in the multipart field `files`, checked and
 * stored by storeImage; answers `{ gallery: [url], warning }`, the URL being what a gig's gallery
 * may then hold.
 */
export const galleryUploadModule: ServerModule = ({ app, deps, auth }) => {
  declareRoute(
    app,
    auth,
    httpContract.uploadGallery,
    async ({ request, user }) => {
      const file = await request.file();
      if (!file) throw badRequest(NO_IMAGE_MESSAGE, { [GALLERY_FIELD]: NO_IMAGE_MESSAGE });
      if (file.fieldname !== GALLERY_FIELD) {
        file.file.resume();
        throw badRequest(WRONG_FIELD_MESSAGE, { [GALLERY_FIELD]: WRONG_FIELD_MESSAGE });
      }
      const buffer = await file.toBuffer();
      const stored = await storeImage(deps, { userId: user.id, kind: 'gallery', buffer });
      return { gallery: [stored.url], warning: stored.warning };
    },
    { status: 201, rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perCaller } },
  );
};
