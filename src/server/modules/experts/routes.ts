import { httpContract } from '#shared/contract/http';
import { isPictureUpdate } from '#shared/domain/expert-submission';
import { perCaller } from '../../http/auth';
import { declareRoute } from '../../http/declare-route';
import { rateLimitTiers } from '../../http/rate-limits';
import { createPhoneVerifier } from '../../services/phone';
import type { ServerModule } from '../server-module';
import { createPhoneSessions } from './phone-sessions';
import { createProfileEditService } from './profile-edit';
import { createExpertService } from './service';
import { isUsernameAvailable } from './username';

/**
 * Expert onboarding: the username check, the profile submission (and the expert's picture
 * update on the same path), and the Firebase web config the phone step needs; then the expert's
 * own edits of the profile and of its phone number.
 */
export const expertsModule: ServerModule = async (app, { deps }) => {
  const phone = createPhoneVerifier(deps.config);
  app.addHook('onClose', () => phone.close());
  const experts = createExpertService(deps, phone);
  const sessions = createPhoneSessions(deps, phone);
  const edits = createProfileEditService(deps, phone);
  const { writes, accountReads } = rateLimitTiers(deps.config);

  declareRoute(
    app,
    httpContract.expertsCheckUsername,
    async ({ query, user }) => ({ available: await isUsernameAvailable(deps.db.kysely, query.username, user?.id ?? null) }),
    // The check runs as the user types (debounced): generous, but bounded per caller.
    { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: perCaller } },
  );

  declareRoute(
    app,
    httpContract.expertsSubmit,
    async ({ body, user }) =>
      isPictureUpdate(body) ? experts.updatePicture(user.id, body) : experts.create(user.id, body),
    { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perCaller } },
  );

  declareRoute(app, httpContract.expertsProfileGet, async ({ user }) => edits.get(user.id), { rateLimit: accountReads });
  declareRoute(app, httpContract.expertsProfileUpdate, async ({ user, body }) => edits.update(user.id, body), { rateLimit: writes });
  // Each try asks Firebase to check a token: as strict as opening a phone session.
  declareRoute(app, httpContract.expertsPhoneUpdate, async ({ user, body }) => edits.changePhone(user.id, body), {
    rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: perCaller },
  });

  const sessionLimit = { max: 30, timeWindow: '1 minute', keyGenerator: perCaller };
  declareRoute(app, httpContract.phoneSessionCreate, async ({ user }) => sessions.create(user.id), {
    rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: perCaller },
  });
  // The app polls while the page runs: every 2 s for up to 15 minutes.
  declareRoute(app, httpContract.phoneSessionGet, async ({ user, params }) => sessions.get(user.id, params.sessionId), {
    rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: perCaller },
  });
  declareRoute(
    app,
    httpContract.phoneSessionComplete,
    async ({ params, body }) => sessions.complete(params.sessionId, body),
    { rateLimit: sessionLimit },
  );

  declareRoute(app, httpContract.configFirebase, async () => ({
    apiKey: deps.config.firebaseApiKey,
    authDomain: deps.config.firebaseAuthDomain,
    projectId: deps.config.firebaseProjectId,
    emulatorHost: deps.config.firebaseAuthEmulatorHost ?? null,
  }));
};
