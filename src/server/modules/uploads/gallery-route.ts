import { httpContract } from '#shared/contract/http';
import { perCaller } from '../../http/auth';
import { declareRoute } from '../../http/declare-route';
import type { ServerModule } from '../context';
import { readImagePart } from './read-image-part';
import { storeImage } from './store-image';
import { installUploadSweep } from './sweep';

export const GALLERY_FIELD = 'files';

/**
 * POST /api/upload/gallery (experts only): one image in the multipart field `files`, checked and
 * stored by storeImage (by content, under 10MB, at least 712x430, HEIC to JPEG, re-encoded without
 * metadata, random name); answers `{ gallery: [url], warning }`, the URL being what a gig's
 * gallery may then hold, and the warning the recommended-size one (or null).
 */
export const galleryUploadModule: ServerModule = ({ app, deps, auth }) => {
  declareRoute(
    app,
    auth,
    httpContract.uploadGallery,
    async ({ request, user }) => {
      const buffer = await readImagePart(request, GALLERY_FIELD);
      const stored = await storeImage(deps, { userId: user.id, kind: 'gallery', buffer });
      return { gallery: [stored.url], warning: stored.warning };
    },
    { status: 201, rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perCaller } },
  );
  // The uploads storage (both routes share it) is put back in step with its table at start-up.
  installUploadSweep(app, deps);
};
