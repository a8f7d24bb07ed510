import type { OwnExpertProfile } from '#shared/contract/http/experts';
import type { PublicUser } from '#shared/contract/http/users';
import type { ExpertPhoneChangeData, ExpertProfileEditData } from '#shared/domain/expert-profile-edit';
import { expertTexts } from '#shared/domain/expert-texts';
import { EXPERT_ONLY_MESSAGE } from '../../http/authorization';
import { forbidden, unauthorized } from '../../http/errors';
import type { PhoneVerifier } from '../../services/phone';
import type { AppDeps } from '../context';
import { toPublicUser } from '../users/public-user';
import { phoneProofRaced, provePhone } from './phone-proof';
import { readOwnProfile, updateExpertPhone, updateExpertProfile } from './profile-repo';
import { isUsernameTaken, usernameTaken } from './username';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * An expert's edits of their own profile after onboarding: the caller is the owner by construction
 * (every read and write is by their user id), and the route lets only experts in.
 */
export function createProfileEditService(deps: Deps, phone: PhoneVerifier) {
  const db = deps.db.kysely;
  const now = () => deps.clock.now().toISOString();

  async function own(userId: string): Promise<{ id: string; profile: OwnExpertProfile }> {
    const found = await readOwnProfile(db, userId);
    // The route admits experts only; a profile removed meanwhile answers as the route would.
    if (!found) throw forbidden(EXPERT_ONLY_MESSAGE);
    return found;
  }

  async function answer(userId: string, message: string): Promise<{ message: string; user: PublicUser }> {
    const user = await toPublicUser(db, userId);
    if (!user) throw unauthorized();
    return { message, user };
  }

  return {
    async get(userId: string): Promise<OwnExpertProfile> {
      return (await own(userId)).profile;
    },

    async update(userId: string, data: ExpertProfileEditData): Promise<{ message: string; user: PublicUser }> {
      const { id, profile } = await own(userId);
      if (await isUsernameTaken(db, data.userName, userId)) throw usernameTaken();
      try {
        await updateExpertProfile(db, { expertId: id, before: profile, data, now: now() });
      } catch (e) {
        // Another account took the name between the check and the write: the unique key decided.
        if (await isUsernameTaken(db, data.userName, userId)) throw usernameTaken();
        throw e;
      }
      return answer(userId, expertTexts.profileUpdated);
    },

    /** A new number is saved only with a fresh phone sign-in proving it; until then the old one stays. */
    async changePhone(userId: string, data: ExpertPhoneChangeData): Promise<{ message: string; user: PublicUser }> {
      await own(userId);
      const proof = await provePhone(db, phone, { userId, idToken: data.phoneIdToken, mobileNumber: data.mobileNumber });
      try {
        await updateExpertPhone(db, {
          userId,
          country: data.mobileNumber.country,
          countryCode: data.mobileNumber.countryCode,
          phoneNumber: proof.phoneNumber,
          phoneSignIn: proof.phoneSignIn,
          now: now(),
        });
      } catch (e) {
        throw (await phoneProofRaced(db, proof, userId)) ?? e;
      }
      return answer(userId, expertTexts.phoneUpdated);
    },
  };
}
