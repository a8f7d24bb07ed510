import { httpContract } from '#shared/contract/http';
import { USER_GONE_MESSAGE } from '#shared/domain/auth-answers';
import { declareRoute } from '../../http/declare-route';
import { unauthorized } from '../../http/errors';
import type { ServerModule } from '../server-module';
import { createAccountService, LoginThrottledError } from './account';
import { createAttemptLog } from './attempts';
import { createAuthSessions } from './auth-sessions';
import { accountSettingsRoutes } from './settings-routes';
import { accountChangeRoutes } from './account-change-routes';
import { socialRoutes } from './social-routes';
import { createBackground } from '../../services/background';
import { createDeviceTokens } from './devices';
import { createEmailFlows } from './email-flows';
import { IP_LIMITS } from './limits';
import { createNotices } from './notices';
import { createProofFollowUp } from './proof-mails';
import { dummyHash } from './passwords';
import { toPublicUser } from './public-user';
import { createLoginThrottle } from './throttle';

/** /api/users/*: sign-up, sign-in (password or emailed link), the current user, email verification and password reset. */
export const usersModule: ServerModule = async (app, { deps, tokens }) => {
  const attempts = createAttemptLog(deps.db.kysely, deps.clock);
  const background = createBackground(app);
  const throttle = createLoginThrottle(deps.db.kysely, deps.clock);
  const devices = createDeviceTokens(deps.db.kysely, deps.clock);
  const notices = createNotices({ deps, attempts, background });
  const sessions = createAuthSessions(deps.db.kysely, deps.clock, deps.config.tokenTtlSeconds);
  const followUp = createProofFollowUp(deps, background, (userId, ids) => app.live.closeSessions(userId, ids));
  const accounts = createAccountService({ deps, tokens, attempts, background, throttle, devices, notices, sessions, followUp });
  const flows = createEmailFlows({ deps, attempts, background, followUp });
  // Made now, so the first unknown-account login takes no longer than the others.
  await dummyHash();

  declareRoute(app, httpContract.usersSignup, ({ body }) => accounts.signup(body), {
    rateLimit: IP_LIMITS.signup,
  });
  declareRoute(
    app,
    httpContract.usersLogin,
    async ({ body, request, reply }) => {
      try {
        return await accounts.login(body, request.headers['user-agent']);
      } catch (err) {
        if (err instanceof LoginThrottledError) void reply.header('retry-after', String(err.retryAfterSeconds));
        throw err;
      }
    },
    { rateLimit: IP_LIMITS.login },
  );
  declareRoute(app, httpContract.usersSignInLink, ({ body, request }) => accounts.signInWithLink(body.token, request.headers['user-agent']), {
    rateLimit: IP_LIMITS.signInLink,
  });
  declareRoute(app, httpContract.usersMe, async ({ user }) => {
    const found = await toPublicUser(deps.db.kysely, user.id);
    if (!found) throw unauthorized(USER_GONE_MESSAGE);
    return { user: found };
  });
  declareRoute(app, httpContract.usersVerifyEmail, ({ query, user }) => flows.verifyEmail(query.token, user));
  declareRoute(app, httpContract.usersResendVerification, ({ body }) => flows.resendVerification(body.email), {
    rateLimit: IP_LIMITS.resend,
  });
  declareRoute(app, httpContract.usersForgotPassword, ({ body }) => flows.forgotPassword(body.email), {
    rateLimit: IP_LIMITS.forgot,
  });
  declareRoute(app, httpContract.usersResetPassword, ({ body }) => flows.resetPassword(body), {
    rateLimit: IP_LIMITS.reset,
  });

  accountSettingsRoutes(app, { deps, sessions });
  accountChangeRoutes(app, { deps, attempts, background, followUp });
  socialRoutes(app, { deps, tokens, sessions, devices, followUp });

  // GET /api/bookings/my (the profile page's orders table) is served by the bookings module.
};
