import type { PublicUser } from '#shared/contract/http/users';
import { expertTexts } from '#shared/domain/expert-texts';
import type { ExpertSubmissionData, PictureUpdate } from '#shared/domain/expert-submission';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../http/errors';
import { EXPERT_ONLY_MESSAGE } from '../../http/authorization';
import type { PhoneVerifier } from '../../services/phone';
import type { AppDeps } from '../context';
import { toPublicUser } from '../users/public-user';
import { expertIdOfUser, insertExpertProfile, ownsAvatarUpload, updateExpertPicture } from './repo';
import { phoneProofRaced, provePhone } from './phone-proof';
import { isUsernameTaken, usernameTaken } from './username';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'clock'>;

const alreadyExpert = () => conflict(expertTexts.alreadyExpert, 'ALREADY_EXPERT');

export function createExpertService(deps: Deps, phone: PhoneVerifier) {
  const db = deps.db.kysely;

  async function currentUser(userId: string): Promise<PublicUser> {
    const user = await toPublicUser(db, userId);
    if (!user) throw unauthorized();
    return user;
  }

  /** A picture URL is accepted only when it is a profile picture this user uploaded. */
  async function checkPicture(userId: string, url: string): Promise<void> {
    const key = deps.storage.keyFromUrl(url);
    if (!key || !(await ownsAvatarUpload(db, userId, key))) {
      throw badRequest(expertTexts.pictureNotYours, { profilePicture: expertTexts.pictureNotYours }, 'PICTURE_NOT_UPLOADED');
    }
  }

  return {
    async create(userId: string, data: ExpertSubmissionData): Promise<{ message: string; user: PublicUser }> {
      const user = await currentUser(userId);
      if (!user.emailVerified) throw new AppError(403, 'EMAIL_NOT_VERIFIED', expertTexts.emailNotVerified);
      if (user.expertProfile) throw alreadyExpert();
      await checkPicture(userId, data.profilePicture);
      if (await isUsernameTaken(db, data.userName, userId)) throw usernameTaken();

      const proof = await provePhone(db, phone, { userId, idToken: data.phoneIdToken, mobileNumber: data.mobileNumber });
      try {
        await insertExpertProfile(db, {
          userId,
          data,
          phoneNumber: proof.phoneNumber,
          phoneSignIn: proof.phoneSignIn,
          now: deps.clock.now().toISOString(),
        });
      } catch (e) {
        // A submission that raced another one: the unique keys decide, and the answer says which.
        if (await expertIdOfUser(db, userId)) throw alreadyExpert();
        if (await isUsernameTaken(db, data.userName, userId)) throw usernameTaken();
        throw (await phoneProofRaced(db, proof, userId)) ?? e;
      }
      return { message: expertTexts.profileCreatedServer, user: await currentUser(userId) };
    },

    async updatePicture(userId: string, body: PictureUpdate): Promise<{ message: string; user: PublicUser }> {
      if (!(await expertIdOfUser(db, userId))) throw forbidden(EXPERT_ONLY_MESSAGE);
      await checkPicture(userId, body.profilePicture);
      const key = deps.storage.keyFromUrl(body.profilePicture);
      await updateExpertPicture(db, userId, deps.storage.urlFor(key ?? ''), deps.clock.now().toISOString());
      return { message: expertTexts.pictureUpdatedServer, user: await currentUser(userId) };
    },
  };
}

export type ExpertService = ReturnType<typeof createExpertService>;
