import { EMAIL_VERIFIED_MESSAGE, FORGOT_ACCEPTED_MESSAGE, PASSWORD_RESET_MESSAGE, RESEND_ACCEPTED_MESSAGE, RESET_TOKEN_INVALID_MESSAGE, VERIFY_TOKEN_INVALID_MESSAGE } from '#shared/domain/auth-answers';
import type { ResetPasswordBody } from '#shared/domain/user';
import type { AuthUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import type { ModuleOptions } from '../server-module';
import { accountKey, type AttemptLog } from './attempts';
import type { Background } from '../../services/background';
import { proveAddress } from './address-proof';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { resetPasswordMail, verificationMail } from './mails';
import { hashPassword } from './passwords';
import type { ProofFollowUp } from './proof-mails';

type Deps = Pick<ModuleOptions, 'deps'> & { attempts: AttemptLog; background: Background; followUp: ProofFollowUp };

/**
 * Email verification and password reset. Requests that name an address answer the same whether
 * or not it has an account; the mail work runs after the answer.
 */
export function createEmailFlows({ deps, attempts, background, followUp }: Deps) {
  const db = deps.db.kysely;
  const { clock } = deps;
  const userByEmail = (email: string) =>
    db.selectFrom('users').select(['id', 'name', 'email', 'email_verified', 'language']).where('email', '=', email.toLowerCase()).executeTakeFirst();

  return {
    /**
     * The sign-up's link proves the address: on an account unverified until then, every other
     * session, linked identity and remembered device goes (proveAddress, in the same transaction);
     * the password set with the sign-up stays, and so does the caller's session of this account.
     */
    async verifyEmail(token: string, caller: AuthUser | null) {
      const proven = await db.transaction().execute(async (trx) => {
        const userId = await consumeEmailToken(trx, clock, token, 'verify-email');
        if (!userId) return null;
        const keep = caller?.id === userId ? (caller.sessionId ?? null) : null;
        return { userId, removed: await proveAddress(trx, deps.db.kind, userId, clock.now().toISOString(), 'asked', keep) };
      });
      if (!proven) throw badRequest(VERIFY_TOKEN_INVALID_MESSAGE, undefined, 'INVALID_TOKEN');
      await followUp(proven.userId, proven.removed);
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
      const proven = await db.transaction().execute(async (trx) => {
        const userId = await consumeEmailToken(trx, clock, token, 'reset-password');
        if (!userId) throw badRequest(RESET_TOKEN_INVALID_MESSAGE, undefined, 'INVALID_TOKEN');
        const now = clock.now().toISOString();
        // The link proves the address: an account unverified until now loses what was set up before.
        const removed = await proveAddress(trx, deps.db.kind, userId, now, 'unasked');
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
        // The new password is the owner's own, set after the proof: it is not among what was removed.
        return { userId, removed: removed && { ...removed, password: false } };
      });
      await followUp(proven.userId, proven.removed);
      return { message: PASSWORD_RESET_MESSAGE };
    },
  };
}
