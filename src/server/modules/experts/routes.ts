import type { FastifyRequest } from 'fastify';
import { httpContract } from '../../../shared/contract/http';
import { isPictureUpdate } from '../../../shared/domain/expert';
import { bearerToken } from '../../http/auth';
import { declareRoute } from '../../http/declare-route';
import { createPhoneVerifier } from '../../services/phone';
import type { ServerModule } from '../context';
import { createExpertService } from './service';
import { isUsernameAvailable } from './username';

const perCaller = (request: FastifyRequest) => bearerToken(request) ?? request.ip;

/**
 * Expert onboarding: the username check, the profile submission (and the expert's picture
 * update on the same path), and the Firebase web config the phone step needs.
 */
export const expertsModule: ServerModule = ({ app, deps, auth }) => {
  const phone = createPhoneVerifier(deps.config);
  app.addHook('onClose', () => phone.close());
  const experts = createExpertService(deps, phone);

  declareRoute(
    app,
    auth,
    httpContract.expertsCheckUsername,
    async ({ query, user }) => ({ available: await isUsernameAvailable(deps.db.kysely, query.username, user?.id ?? null) }),
    // The check runs as the user types (debounced): generous, but bounded per caller.
    { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: perCaller } },
  );

  declareRoute(
    app,
    auth,
    httpContract.expertsSubmit,
    async ({ body, user }) =>
      isPictureUpdate(body) ? experts.updatePicture(user.id, body) : experts.create(user.id, body),
    { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perCaller } },
  );

  declareRoute(app, auth, httpContract.configFirebase, async () => ({
    apiKey: deps.config.firebaseApiKey,
    authDomain: deps.config.firebaseAuthDomain,
    projectId: deps.config.firebaseProjectId,
    emulatorHost: deps.config.firebaseAuthEmulatorHost ?? null,
  }));
};
