import type { FastifyInstance } from 'fastify';
import { httpContract } from '#shared/contract/http';
import { PROVIDER_LINKED_MESSAGE, PROVIDER_UNLINKED_MESSAGE } from '#shared/domain/social';
import { perCaller } from '../../http/auth';
import { declareRoute } from '../../http/declare-route';
import { createSocialVerifier } from '../../services/social';
import type { ModuleOptions } from '../server-module';
import type { AuthSessions } from './auth-sessions';
import { signSession } from './auth-sessions';
import type { DeviceTokens } from './devices';
import { IP_LIMITS } from './limits';
import type { ProofFollowUp } from './proof-mails';
import { createSocialHandoffs } from './social-handoffs';
import { createSocialAccounts } from './social';

const LINK_LIMIT = { max: 20, timeWindow: '1 minute', keyGenerator: perCaller };

/** Google, Apple and Facebook: sign-in, the desktop app's hand-off, linking and unlinking in settings. */
export function socialRoutes(
  app: FastifyInstance,
  {
    deps,
    tokens,
    sessions,
    devices,
    followUp,
  }: Pick<ModuleOptions, 'deps' | 'tokens'> & { sessions: AuthSessions; devices: DeviceTokens; followUp: ProofFollowUp },
) {
  const verifier = createSocialVerifier(deps.config);
  app.addHook('onClose', () => verifier.close());
  const social = createSocialAccounts({
    deps,
    verifier,
    devices,
    signSession: (row, userAgent) => signSession(sessions, tokens, row, userAgent),
    followUp,
  });
  const handoffs = createSocialHandoffs(deps, verifier);

  declareRoute(
    app,
    httpContract.usersSocial,
    ({ body, request }) => social.signIn(body.idToken, body.deviceToken, request.headers['user-agent']),
    {
      rateLimit: IP_LIMITS.social,
    },
  );
  declareRoute(app, httpContract.accountIdentities, ({ user }) => social.list(user.id));
  declareRoute(
    app,
    httpContract.accountIdentityLink,
    async ({ user, body }) => {
      const identity = await social.link(user, body.idToken);
      return { message: PROVIDER_LINKED_MESSAGE(identity.provider), identity };
    },
    { rateLimit: LINK_LIMIT },
  );
  declareRoute(app, httpContract.accountIdentityUnlink, async ({ user, params }) => {
    await social.unlink(user.id, params.provider);
    return { message: PROVIDER_UNLINKED_MESSAGE(params.provider) };
  });

  declareRoute(app, httpContract.socialHandoffCreate, () => handoffs.create(), {
    rateLimit: IP_LIMITS.handoffCreate,
  });
  declareRoute(
    app,
    httpContract.socialHandoffComplete,
    ({ params, body }) => handoffs.complete(params.handoffId, body.idToken),
    {
      rateLimit: IP_LIMITS.handoffComplete,
    },
  );
  declareRoute(
    app,
    httpContract.socialHandoffTake,
    async ({ params, body, request }) => {
      const idToken = await handoffs.take(params.handoffId, body.key);
      if (idToken === null) return { status: 'pending' as const, signIn: null };
      return {
        status: 'done' as const,
        signIn: await social.signIn(idToken, body.deviceToken, request.headers['user-agent']),
      };
    },
    { rateLimit: IP_LIMITS.handoffTake },
  );
}
