import { httpContract } from '#shared/contract/http';
import { perCaller } from '../../http/auth';
import { declareRoute } from '../../http/declare-route';
import type { ServerModule } from '../context';
import { readImagePart } from './read-image-part';
import { storeImage } from './store-image';

export const AVATAR_FIELD = 'image';

/**
 * POST /api/upload/profile-picture (signed in): one image in the multipart field `image`, checked
 * by content (JPG, PNG, WEBP or HEIC, under 10MB), turned upright, fitted inside 800x800,
 * re-encoded as JPEG without metadata and stored under a random name; answers `{ imageUrl }`.
 */
export const avatarUploadModule: ServerModule = ({ app, deps, auth }) => {
  declareRoute(
    app,
    auth,
    httpContract.uploadProfilePicture,
    async ({ request, user }) => {
      const buffer = await readImagePart(request, AVATAR_FIELD);
      const stored = await storeImage(deps, { userId: user.id, kind: 'avatar', buffer });
      return { imageUrl: stored.url };
    },
    { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perCaller } },
  );
};
