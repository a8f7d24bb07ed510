import { httpContract } from '../../../shared/contract/http';
import { USER_GONE_MESSAGE } from '../../../shared/domain/auth-messages';
import { declareRoute } from '../../http/declare-route';
import { unauthorized } from '../../http/errors';
import type { ServerModule } from '../context';
import { createAccountService } from './account';
import { createAttemptLog } from './attempts';
import { createBackground } from './background';
import { createEmailFlows } from './email-flows';
import { IP_LIMITS } from './limits';
import { dummyHash } from './passwords';
import { toPublicUser } from './public-user';

/** /api/users/*: sign-up, sign-in, the current user, email verification and password reset. */
export const usersModule: ServerModule = async ({ app, deps, auth, tokens }) => {
  const attempts = createAttemptLog(deps.db.kysely, deps.clock);
  const background = createBackground(app);
  const accounts = createAccountService({ deps, tokens, attempts, background });
  const flows = createEmailFlows({ deps, attempts, background });
  // Made now, so the first unknown-account login takes no longer than the others.
  await dummyHash();

  declareRoute(app, auth, httpContract.usersSignup, ({ body }) => accounts.signup(body), {
    rateLimit: IP_LIMITS.signup,
    status: 201,
  });
  declareRoute(app, auth, httpContract.usersLogin, ({ body }) => accounts.login(body), { rateLimit: IP_LIMITS.login });
  declareRoute(app, auth, httpContract.usersMe, async ({ user }) => {
    const found = await toPublicUser(deps.db.kysely, user.id);
    if (!found) throw unauthorized(USER_GONE_MESSAGE);
    return { user: found };
  });
  declareRoute(app, auth, httpContract.usersVerifyEmail, ({ query }) => flows.verifyEmail(query.token));
  declareRoute(app, auth, httpContract.usersResendVerification, ({ body }) => flows.resendVerification(body.email), {
    rateLimit: IP_LIMITS.resend,
  });
  declareRoute(app, auth, httpContract.usersForgotPassword, ({ body }) => flows.forgotPassword(body.email), {
    rateLimit: IP_LIMITS.forgot,
  });
  declareRoute(app, auth, httpContract.usersResetPassword, ({ body }) => flows.resetPassword(body), {
    rateLimit: IP_LIMITS.reset,
  });

  // GET /api/bookings/my (the profile page's orders table) is served by the bookings module.
};
