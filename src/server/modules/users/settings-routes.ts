import type { FastifyInstance } from 'fastify';
import { httpContract } from '#shared/contract/http';
import { describeDevice } from '#shared/domain/account';
import { CURRENT_PASSWORD_WRONG_MESSAGE, OTHERS_SIGNED_OUT_MESSAGE, PASSWORD_ALREADY_SET_MESSAGE, PASSWORD_CHANGED_MESSAGE, PASSWORD_SET_MESSAGE, SAME_PASSWORD_MESSAGE, SESSION_NOT_FOUND_MESSAGE, SESSION_SIGNED_OUT_MESSAGE, SIGNED_OUT_MESSAGE } from '#shared/domain/account-answers';
import { USER_GONE_MESSAGE } from '#shared/domain/auth-answers';
import { isUiLanguage } from '#shared/domain/ui-language';
import { perCaller } from '../../http/auth';
import { declareRoute } from '../../http/declare-route';
import { badRequest, conflict, notFound, unauthorized } from '../../http/errors';
import type { ModuleOptions } from '../server-module';
import type { AuthSessions } from './auth-sessions';
import { hashPassword, verifyPassword } from './passwords';
import { NO_PASSWORD } from './passwords';
import { exportAccount } from './export';
import { PASSWORD_CHECK_LIMIT } from './limits';


/**
 * Account settings: the signed-in devices, signing one or all others out, logout on the
 * server, and the password change (which signs every other device out). Each revocation also closes
 * the revoked sessions' live sockets on every instance (app.live.closeSessions).
 */
export function accountSettingsRoutes(
  app: FastifyInstance,
  { deps, sessions }: Pick<ModuleOptions, 'deps'> & { sessions: AuthSessions },
) {
  const db = deps.db.kysely;
  const closeSockets = (userId: string, ids: string[]) => app.live.closeSessions(userId, ids);

  declareRoute(app, httpContract.usersLogout, async ({ user }) => {
    if (user.sessionId && (await sessions.revoke(user.id, user.sessionId)))
      await closeSockets(user.id, [user.sessionId]);
    return { message: SIGNED_OUT_MESSAGE };
  });

  declareRoute(app, httpContract.accountSessions, async ({ user }) => {
    const active = await sessions.active(user.id);
    return {
      sessions: active.map((s) => {
        const { kind, name } = describeDevice(s.userAgent);
        return {
          id: s.id,
          kind,
          device: name,
          createdAt: s.createdAt,
          lastSeenAt: s.lastSeenAt,
          current: s.id === user.sessionId,
        };
      }),
    };
  });

  // Another user's session answers as one that does not exist: 404, nothing changed.
  declareRoute(app, httpContract.accountSessionRevoke, async ({ user, params }) => {
    if (!(await sessions.revoke(user.id, params.sessionId))) throw notFound(SESSION_NOT_FOUND_MESSAGE);
    await closeSockets(user.id, [params.sessionId]);
    return { message: SESSION_SIGNED_OUT_MESSAGE };
  });

  declareRoute(app, httpContract.accountSessionsRevokeOthers, async ({ user }) => {
    const revoked = await sessions.revokeOthers(user.id, user.sessionId ?? '');
    await closeSockets(user.id, revoked);
    return { message: OTHERS_SIGNED_OUT_MESSAGE, revoked: revoked.length };
  });

  declareRoute(app, httpContract.accountLanguage, async ({ user }) => {
    const row = await db.selectFrom('users').select(['language']).where('id', '=', user.id).executeTakeFirst();
    if (!row) throw unauthorized(USER_GONE_MESSAGE);
    return { language: isUiLanguage(row.language) ? row.language : null };
  });

  declareRoute(app, httpContract.accountLanguageSet, async ({ user, body }) => {
    await db.updateTable('users').set({ language: body.language, updated_at: deps.clock.now().toISOString() }).where('id', '=', user.id).execute();
    return { language: body.language };
  });

  declareRoute(
    app,
    httpContract.accountPassword,
    async ({ user, body }) => {
      const row = await db
        .selectFrom('users')
        .select(['password_hash'])
        .where('id', '=', user.id)
        .executeTakeFirst();
      if (!row) throw unauthorized(USER_GONE_MESSAGE);
      if (!(await verifyPassword(row.password_hash, body.currentPassword))) {
        throw badRequest(
          CURRENT_PASSWORD_WRONG_MESSAGE,
          { currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE },
          'INVALID_PASSWORD',
        );
      }
      if (body.newPassword === body.currentPassword)
        throw badRequest(SAME_PASSWORD_MESSAGE, { newPassword: SAME_PASSWORD_MESSAGE });
      const password_hash = await hashPassword(body.newPassword);
      await db
        .updateTable('users')
        .set({ password_hash, updated_at: deps.clock.now().toISOString() })
        .where('id', '=', user.id)
        .execute();
      const revoked = await sessions.revokeOthers(user.id, user.sessionId ?? '');
      await closeSockets(user.id, revoked);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
    { rateLimit: PASSWORD_CHECK_LIMIT },
  );

  // Only while the account has no password (the update is conditional, so two at once set one).
  declareRoute(
    app,
    httpContract.accountPasswordSet,
    async ({ user, body }) => {
      const password_hash = await hashPassword(body.newPassword);
      const updated = await db
        .updateTable('users')
        .set({ password_hash, updated_at: deps.clock.now().toISOString() })
        .where('id', '=', user.id)
        .where('password_hash', '=', NO_PASSWORD)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw conflict(PASSWORD_ALREADY_SET_MESSAGE, 'PASSWORD_SET');
      return { message: PASSWORD_SET_MESSAGE };
    },
    { rateLimit: PASSWORD_CHECK_LIMIT },
  );

  declareRoute(
    app,
    httpContract.accountExport,
    async ({ user, reply }) => {
      void reply.header('content-disposition', 'attachment; filename="qurious-my-data.json"');
      return exportAccount(db, user.id, deps.clock.now());
    },
    { rateLimit: { max: 5, timeWindow: '1 minute', keyGenerator: perCaller } },
  );
}
