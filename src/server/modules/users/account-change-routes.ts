import type { FastifyInstance } from 'fastify';
import { httpContract } from '#shared/contract/http';
import { declareRoute } from '../../http/declare-route';
import type { ModuleOptions } from '../server-module';
import { createAccountChanges } from './account-changes';
import { createAccountDeletion } from './account-deletion';
import type { AttemptLog } from './attempts';
import type { Background } from '../../services/background';
import { IP_LIMITS, PASSWORD_CHECK_LIMIT } from './limits';
import type { ProofFollowUp } from './proof-mails';

/** Settings: the profile, the email change and deleting the account. */
export function accountChangeRoutes(
  app: FastifyInstance,
  {
    deps,
    attempts,
    background,
    followUp,
  }: Pick<ModuleOptions, 'deps'> & { attempts: AttemptLog; background: Background; followUp: ProofFollowUp },
) {
  const closeSockets = (userId: string, ids: string[]) => app.live.closeSessions(userId, ids);
  const changes = createAccountChanges({ deps, attempts, background, followUp, closeSockets });
  const deleteAccount = createAccountDeletion(deps, (userId, ids) => app.live.closeSessions(userId, ids), app.log);

  declareRoute(app, httpContract.accountProfile, ({ user, body }) => changes.updateProfile(user.id, body));
  declareRoute(app, httpContract.accountEmailChange, ({ user, body }) => changes.requestEmailChange(user, body), {
    rateLimit: IP_LIMITS.emailChange,
  });
  declareRoute(app, httpContract.accountEmailConfirm, ({ body, user }) => changes.confirmEmailChange(body.token, user), {
    rateLimit: IP_LIMITS.emailConfirm,
  });
  declareRoute(app, httpContract.accountDelete, ({ user, body }) => deleteAccount(user, body.currentPassword), {
    rateLimit: PASSWORD_CHECK_LIMIT,
  });
}
