import {
  EMAIL_VERIFIED_MESSAGE,
  FORGOT_ACCEPTED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESEND_ACCEPTED_MESSAGE,
  RESET_TOKEN_INVALID_MESSAGE,
  VERIFY_TOKEN_INVALID_MESSAGE,
} from '#shared/domain/auth-messages';
import type { ResetPasswordBody } from '#shared/domain/user';
import { badRequest } from '../../http/errors';
import type { ModuleOptions } from '../context';
import { accountKey, type AttemptLog } from './attempts';
import type { Background } from './background';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { resetPasswordMail, verificationMail } from './mails';
import { hashPassword } from './passwords';

type Deps = Pick<ModuleOptions, 'deps'> & { attempts: AttemptLog; background: Background };

/**
 * Email verification and password reset. Requests that name an address answer the same whether
 * or not it has an account; the mail work runs after the answer.
 */
export function createEmailFlows({ deps, attempts, background }: Deps) {
  const db = deps.db.kysely;
  const { clock } = deps;
  const userByEmail = (email: string) =>
    db.selectFrom('users').select(['id', 'name', 'email', 'email_verified', 'language']).where('email', '=', email.toLowerCase()).executeTakeFirst();

  return {
    async verifyEmail(token: string) {
      const userId = await consumeEmailToken(db, clock, token, 'verify-email');
      if (!userId) throw badRequest(VERIFY_TOKEN_INVALID_MESSAGE, undefined, 'INVALID_TOKEN');
      await db
        .updateTable('users')
        .set({ email_verified: 1, updated_at: clock.now().toISOString() })
        .where('id', '=', userId)
        .execute();
      return { message: EMAIL_VERIFIED_MESSAGE };
    },

    async resendVerification(email: string) {
      await attempts.hit('resend', accountKey(email));
      background.run('verification mail', async () => {
        const user = await userByEmail(email);
        if (!user || user.email_verified === 1) return;
        const token = await issueEmailToken(db, clock, user.id, 'verify-email');
        await deps.mailer.send(verificationMail(deps.config.publicUrl, user, token));
      });
      return { message: RESEND_ACCEPTED_MESSAGE };
    },

    async forgotPassword(email: string) {
      await attempts.hit('forgot', accountKey(email));
      background.run('password reset mail', async () => {
        const user = await userByEmail(email);
        if (!user) return;
        const token = await issueEmailToken(db, clock, user.id, 'reset-password');
        await deps.mailer.send(resetPasswordMail(deps.config.publicUrl, user, token));
      });
      return { message: FORGOT_ACCEPTED_MESSAGE };
    },

    /**
     * Sets the new password, bumps the token version (every older session token stops working),
     * marks the email verified (the link proved the address) and clears the account's sign-in
     * throttles. All or nothing.
     */
    async resetPassword({ token, password }: ResetPasswordBody) {
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        const userId = await consumeEmailToken(trx, clock, token, 'reset-password');
        if (!userId) throw badRequest(RESET_TOKEN_INVALID_MESSAGE, undefined, 'INVALID_TOKEN');
        const now = clock.now().toISOString();
        await trx
          .updateTable('users')
          .set((eb) => ({
            password_hash: passwordHash,
            token_version: eb('token_version', '+', 1),
            email_verified: 1,
            updated_at: now,
          }))
          .where('id', '=', userId)
          .execute();
        await trx
          .updateTable('user_tokens')
          .set({ used_at: now })
          .where('user_id', '=', userId)
          // A pending email change ends too: resetting is how the owner stops one they did not ask for.
          .where('purpose', 'in', ['reset-password', 'change-email'])
          .where('used_at', 'is', null)
          .execute();
        await trx.deleteFrom('login_throttles').where('user_id', '=', userId).execute();
      });
      return { message: PASSWORD_RESET_MESSAGE };
    },
  };
}
